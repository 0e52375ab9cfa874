import DIGen
import DIGraph
import Foundation
import Testing

/// The committed generated containers must be what digen produces from the fixtures today, in this target, in
/// the two concurrency targets (one of them built with default main-actor isolation, which its configuration
/// says) and in the observation target. Re-record with `DIGEN_RECORD=1 swift test --filter GeneratedFilesTests`.
@Suite("Committed generated containers are up to date")
struct GeneratedFilesTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let configurations: [String: GeneratorConfiguration] = [
        "DIGenGeneratedTests": GeneratorConfiguration(lazyTypealias: "LazyInjection"),
        "DIGenConcurrencyTests": GeneratorConfiguration(),
        "DIGenDefaultMainActorTests": GeneratorConfiguration(defaultIsolation: .mainActor),
        "ObservationTests": GeneratorConfiguration(),
    ]

    @Test("regenerating from Fixtures/ gives the committed Generated/ files, byte for byte",
          arguments: ["DIGenGeneratedTests", "DIGenConcurrencyTests", "DIGenDefaultMainActorTests", "ObservationTests"])
    func committedFilesAreUpToDate(target: String) throws {
        let directory = Self.tests.appendingPathComponent(target)
        let fixtures = directory.appendingPathComponent("Fixtures")
        let generated = directory.appendingPathComponent("Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        let inputs = try names.map { name in
            InputFile(
                path: "Fixtures/\(name)",
                contents: try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
        }
        let output = Generator.runGenerator(input: inputs, configuration: Self.configurations[target] ?? .init())
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(DiagnosticRenderer().render(errors))")
        let record = ProcessInfo.processInfo.environment["DIGEN_RECORD"] != nil
        for file in output.files {
            let url = generated.appendingPathComponent(file.fileName)
            if record { try file.contents.write(to: url, atomically: true, encoding: .utf8) }
            let committed = try String(contentsOf: url, encoding: .utf8)
            #expect(committed == file.contents, "\(file.fileName) is stale; re-record with DIGEN_RECORD=1")
        }
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted()
        #expect(committedNames == output.files.map(\.fileName))
    }
}
