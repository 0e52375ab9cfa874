import DIGraph
@testable import DIRuntime
import Dispatch

/// Runs a ``ModelProgram`` on real threads against a fresh `Root` / `Child` pair and records what each operation saw.
final class ProgramRunner: Sendable {
    /// One thread's log, written only by that thread and read after the phase's group is waited on.
    final class ThreadLog: @unchecked Sendable {
        var outcomes: [ProgramOutcome] = []
    }

    static let phaseTimeout: DispatchTimeInterval = .seconds(20)

    let program: ModelProgram
    let root = Container(name: "Root")
    let child: Container
    let tally: FactoryTally

    init(_ program: ModelProgram) {
        self.program = program
        child = Container(name: "Child", parents: [root])
        tally = FactoryTally(count: program.registrations.count)
    }

    /// The outcomes, phase by phase and thread by thread; or why the run stopped (a phase that did not finish).
    func run() -> Result<[[[ProgramOutcome]]], ProgramFailure> {
        var phases: [[[ProgramOutcome]]] = []
        for (phase, threads) in program.phases.enumerated() {
            let logs = threads.map { _ in ThreadLog() }
            let group = DispatchGroup()
            for (thread, operations) in threads.enumerated() {
                let log = logs[thread]
                DispatchQueue.global().async(group: group) { [self] in
                    log.outcomes = operations.map(perform)
                }
            }
            if group.wait(timeout: .now() + Self.phaseTimeout) == .timedOut {
                return .failure(ProgramFailure("phase \(phase) did not finish in \(Self.phaseTimeout): deadlock"))
            }
            phases.append(logs.map(\.outcomes))
        }
        return .success(phases)
    }

    func perform(_ operation: ModelProgram.Operation) -> ProgramOutcome {
        switch operation {
        case .register(let index):
            let registration = program.registrations[index]
            register(Markers.types[registration.key.type], registration, index: index)
            return .finished
        case .resolve(let type, let tag, let fromChild, let argument):
            return resolve(Markers.types[type], tag: tag, in: fromChild ? child : root, argument: argument)
        case .validate(let fromChild):
            let diagnostics = (fromChild ? child : root).validate()
            return diagnostics.isEmpty ? .finished : .failed("validate found \(diagnostics.map(\.code))")
        case .bootstrapChild:
            do {
                try child.bootstrap()
                return .finished
            } catch {
                return .failed("bootstrap threw \(error)")
            }
        }
    }

    private func register<Kind: Marker>(_ kind: Kind.Type, _ registration: ModelProgram.Registration, index: Int) {
        let container = registration.key.inChild ? child : root
        let tally = tally
        if registration.key.takesArgument {
            container.register(registration.scope, tag: registration.key.tag.map { $0 as any TagConvertible }) { (_: Container, argument: Int) in
                tally.increment(index)
                return Product<Kind>(registration: index, argument: argument)
            }
        } else {
            container.register(registration.scope, tag: registration.key.tag.map { $0 as any TagConvertible }) { _ in
                tally.increment(index)
                return Product<Kind>(registration: index, argument: nil)
            }
        }
    }

    func resolve<Kind: Marker>(_ kind: Kind.Type, tag: Int?, in container: Container, argument: Int?) -> ProgramOutcome {
        do {
            if let argument {
                return .made(try container.resolve(Product<Kind>.self, tag: tag.map { $0 as any TagConvertible }, arguments: argument))
            }
            if let tag { return .made(try container.resolve(Product<Kind>.self, tag: tag)) }
            return .made(try container.resolve(Product<Kind>.self))
        } catch let error as ResolutionError where error.diagnostic.code == .missingBinding {
            return .missing
        } catch {
            return .failed("threw \(error)")
        }
    }
}

/// Why a model program failed, in a line.
struct ProgramFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
