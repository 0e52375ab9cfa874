import DIRuntime

/// Draws a ``ModelProgram`` from a seed: up to seven registrations with distinct keys, three threads, two phases.
/// Registrations in `Child` all happen in the first phase, since the second starts by bootstrapping `Child`
/// (which freezes it); `Root` is never bootstrapped, so it takes registrations while `Child` resolves through it.
struct ModelProgramGenerator {
    static let threadCount = 3
    var random: ProgramRandom

    init(seed: UInt64) { random = ProgramRandom(seed: seed) }

    mutating func program() -> ModelProgram {
        var keys = Set<ModelProgram.Key>()
        var registrations: [ModelProgram.Registration] = []
        for _ in 0..<Int.random(in: 1...7, using: &random) {
            let key = ModelProgram.Key(
                type: Int.random(in: 0..<Markers.types.count, using: &random), tag: random.chance(0.4) ? 1 : nil,
                inChild: random.chance(0.5), takesArgument: random.chance(0.2))
            guard keys.insert(key).inserted else { continue }
            // Argument registrations are made fresh each time; Dip keeps no instance per argument.
            let scope: ComponentScope = key.takesArgument ? .unique : ComponentScope.allCases.randomElement(using: &random)!
            registrations.append(.init(key: key, scope: scope))
        }
        var phases: [[[ModelProgram.Operation]]] = Array(repeating: Array(repeating: [], count: Self.threadCount), count: 2)
        for (index, registration) in registrations.enumerated() {
            let phase = registration.key.inChild || random.chance(0.5) ? 0 : 1
            insert(.register(index), into: &phases[phase])
        }
        for phase in phases.indices {
            for _ in 0..<Int.random(in: 3...12, using: &random) { insert(operation(), into: &phases[phase]) }
        }
        phases[1][0].insert(.bootstrapChild, at: Int.random(in: 0...phases[1][0].count, using: &random))
        return ModelProgram(registrations: registrations, phases: phases)
    }

    private mutating func operation() -> ModelProgram.Operation {
        if random.chance(0.1) { return .validate(fromChild: random.chance(0.5)) }
        return .resolve(
            type: Int.random(in: 0..<Markers.types.count, using: &random), tag: random.chance(0.4) ? 1 : nil,
            fromChild: random.chance(0.6), argument: random.chance(0.2) ? Int.random(in: 0...9, using: &random) : nil)
    }

    private mutating func insert(_ operation: ModelProgram.Operation, into threads: inout [[ModelProgram.Operation]]) {
        let thread = Int.random(in: 0..<threads.count, using: &random)
        threads[thread].insert(operation, at: Int.random(in: 0...threads[thread].count, using: &random))
    }
}
