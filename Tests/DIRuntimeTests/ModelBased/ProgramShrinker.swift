/// Shrinks a failing ``ModelProgram`` by removing one operation at a time while it still fails. A concurrent
/// failure may not happen every run, so each candidate gets a few tries.
enum ProgramShrinker {
    static let tries = 8

    static func shrink(_ program: ModelProgram) -> ModelProgram {
        var current = program
        var progressed = true
        while progressed {
            progressed = false
            for candidate in smaller(current) where fails(candidate) {
                current = candidate
                progressed = true
                break
            }
        }
        return current
    }

    private static func fails(_ program: ModelProgram) -> Bool {
        (0..<tries).contains { _ in ProgramChecker.check(program) != nil }
    }

    private static func smaller(_ program: ModelProgram) -> [ModelProgram] {
        var candidates: [ModelProgram] = []
        for phase in program.phases.indices {
            for thread in program.phases[phase].indices {
                for position in program.phases[phase][thread].indices {
                    var candidate = program
                    candidate.phases[phase][thread].remove(at: position)
                    candidates.append(candidate)
                }
            }
        }
        return candidates
    }
}
