import DIGen
import Foundation
import Testing

/// The committed generated containers must be what digen produces from the fixtures today. Re-record with
/// `DIGEN_RECORD=1 swift test --filter GeneratedFilesTests`.
@Suite("Committed generated containers are up to date")
struct GeneratedFilesTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let configuration = GeneratorConfiguration(lazyTypealias: "LazyInjection")

    @Test("regenerating from Fixtures/ gives the committed Generated/ files, byte for byte")
    func committedFilesAreUpToDate() throws {
        let fixtures = Self.directory.appendingPathComponent("Fixtures")
        let generated = Self.directory.appendingPathComponent("Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        let inputs = try names.map { name in
            InputFile(
                path: "Fixtures/\(name)",
                contents: try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8))
        }
        let output = Generator.runGenerator(input: inputs, configuration: Self.configuration)
        #expect(output.diagnostics.filter { $0.severity == .error }.isEmpty)
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
