import DIRuntime

/// Runs a ``ModelProgram`` and judges it against the ``ReferenceModel``: every resolve answered as some
/// interleaving allows, each kept instance made once and shared, each fresh one distinct, and afterwards every
/// registration still there. Returns the first thing wrong, in a line, or nil.
enum ProgramChecker {
    static func check(_ program: ModelProgram) -> ProgramFailure? {
        let runner = ProgramRunner(program)
        let phases: [[[ProgramOutcome]]]
        switch runner.run() {
        case .success(let outcomes): phases = outcomes
        case .failure(let failure): return failure
        }
        let model = ReferenceModel(program: program)
        var made: [any Made] = []
        var doneBefore = Set<Int>()
        for (phase, threads) in program.phases.enumerated() {
            let registeredHere = Set(threads.joined().compactMap(registered))
            for (thread, operations) in threads.enumerated() {
                var done = doneBefore
                for (position, operation) in operations.enumerated() {
                    let outcome = phases[phase][thread][position]
                    if case .failed(let reason) = outcome { return ProgramFailure("\(ModelProgram.text(operation)): \(reason)") }
                    if let index = registered(operation) { done.insert(index) }
                    guard case .resolve(let type, let tag, let fromChild, let argument) = operation else { continue }
                    let allowed = model.allowedAnswers(
                        type: type, tag: tag, fromChild: fromChild, takesArgument: argument != nil,
                        done: done, racing: registeredHere)
                    let answer: Int?
                    switch outcome {
                    case .made(let instance):
                        if instance.argument != argument { return ProgramFailure("\(ModelProgram.text(operation)) made with argument \(instance.argument.map(String.init) ?? "none")") }
                        made.append(instance)
                        answer = instance.registration
                    default:
                        answer = nil
                    }
                    if !allowed.contains(answer) {
                        return ProgramFailure("\(ModelProgram.text(operation)) answered \(answer.map { "r\($0)" } ?? "missing"), model allows \(allowed.map { $0.map { "r\($0)" } ?? "missing" }.sorted())")
                    }
                }
            }
            doneBefore.formUnion(registeredHere)
        }
        return checkAfterwards(program, runner, done: doneBefore, made: &made) ?? checkIdentity(program, runner, made)
    }

    private static func registered(_ operation: ModelProgram.Operation) -> Int? {
        if case .register(let index) = operation { index } else { nil }
    }

    /// No registration lost: each resolves by its own key in its own container.
    private static func checkAfterwards(
        _ program: ModelProgram, _ runner: ProgramRunner, done: Set<Int>, made: inout [any Made]
    ) -> ProgramFailure? {
        for index in done.sorted() {
            let key = program.registrations[index].key
            let container = key.inChild ? runner.child : runner.root
            let outcome = runner.resolve(Markers.types[key.type], tag: key.tag, in: container, argument: key.takesArgument ? 7 : nil)
            guard case .made(let instance) = outcome, instance.registration == index else {
                return ProgramFailure("afterwards, r\(index) resolved as \(outcome) instead of itself: registration lost")
            }
            made.append(instance)
        }
        return nil
    }

    /// Kept scopes: one factory call and one instance; fresh scopes: every instance distinct.
    private static func checkIdentity(_ program: ModelProgram, _ runner: ProgramRunner, _ made: [any Made]) -> ProgramFailure? {
        let byRegistration = Dictionary(grouping: made, by: \.registration)
        for (index, instances) in byRegistration {
            let scope = program.registrations[index].scope
            let identities = Set(instances.map { ObjectIdentifier($0) })
            switch scope {
            case .singleton, .eagerSingleton, .weakSingleton:
                if runner.tally.count(index) != 1 { return ProgramFailure("\(scope) r\(index) was made \(runner.tally.count(index)) times") }
                if identities.count != 1 { return ProgramFailure("\(scope) r\(index) gave \(identities.count) instances") }
            case .unique, .shared:
                if identities.count != instances.count { return ProgramFailure("\(scope) r\(index) gave one instance twice") }
            }
        }
        return nil
    }
}
