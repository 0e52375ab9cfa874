/// Shrinks a failing ``ModelProgram``, delta-debugging style: drops a thread's whole phase, then halves of it, then
/// single operations, keeping each cut that still fails. A concurrent failure may not happen every run, so each
/// candidate gets a few tries.
enum ProgramShrinker {
    static let tries = 8

    static func shrink(_ program: ModelProgram) -> ModelProgram {
        var current = program
        var chunk = current.phases.joined().map(\.count).max() ?? 0
        while chunk > 0 {
            var cut = false
            for (phase, thread) in slots(current) {
                var start = 0
                while start < current.phases[phase][thread].count {
                    var candidate = current
                    let end = min(start + chunk, candidate.phases[phase][thread].count)
                    candidate.phases[phase][thread].removeSubrange(start..<end)
                    if fails(candidate) {
                        current = candidate
                        cut = true
                    } else {
                        start += chunk
                    }
                }
            }
            if !cut { chunk /= 2 }
        }
        return current
    }

    private static func slots(_ program: ModelProgram) -> [(Int, Int)] {
        program.phases.indices.flatMap { phase in program.phases[phase].indices.map { (phase, $0) } }
    }

    private static func fails(_ program: ModelProgram) -> Bool {
        (0..<tries).contains { _ in ProgramChecker.check(program) != nil }
    }
}
