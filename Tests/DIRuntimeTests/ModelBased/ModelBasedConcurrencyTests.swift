import Foundation
import Testing

/// Random concurrent programs of register / resolve (every scope, tags, arguments, a parent) / validate / bootstrap
/// against one container pair, judged by a sequential reference model (see ``ProgramChecker``).
///
/// `MODEL_PROGRAMS=20000 swift test --filter ModelBasedConcurrencyTests` runs a long run; `MODEL_SEED` replays from
/// another first seed. A failure prints the program's seed and the program shrunk to what still fails.
@Suite("Concurrent programs behave as the sequential model allows")
struct ModelBasedConcurrencyTests {
    static let isLongRun = ProcessInfo.processInfo.environment["MODEL_PROGRAMS"] != nil
    static let programCount = Int(ProcessInfo.processInfo.environment["MODEL_PROGRAMS"] ?? "") ?? 300
    static let firstSeed = UInt64(ProcessInfo.processInfo.environment["MODEL_SEED"] ?? "") ?? 0xC0DE

    @Test("random concurrent programs answer as the model allows, make kept instances once, lose nothing, finish")
    func programsMatchTheModel() {
        var operations = 0
        defer {
            // The long run quotes its counts; a CI run stays quiet.
            if Self.isLongRun {
                print("model: \(Self.programCount) programs, \(operations) operations on \(ModelProgramGenerator.threadCount) threads")
            }
        }
        for offset in 0..<UInt64(Self.programCount) {
            let seed = Self.firstSeed &+ offset
            var generator = ModelProgramGenerator(seed: seed)
            let program = generator.program()
            operations += program.phases.joined().joined().count
            guard let failure = ProgramChecker.check(program) else { continue }
            if failure.description.hasSuffix("deadlock") {
                Issue.record("seed \(seed): \(failure)\n\(program)")
                return
            }
            let minimal = ProgramShrinker.shrink(program)
            Issue.record("seed \(seed): \(failure)\nshrunk: \(minimal)\nwhich fails with: \(ProgramChecker.check(minimal).map(String.init(describing:)) ?? "(not this time)")")
            return
        }
    }
}
