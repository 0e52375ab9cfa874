import DIGen
import DIGraph
import Foundation
import Testing

/// Golden files: each folder of `Tests/Golden/` is a case: its `*.swift` sources (and optional `config.yml`) go
/// through the whole pipeline; `expected/` holds the generated files and `diagnostics.txt`, the rendered
/// diagnostics. A mismatch prints a diff; `DIGEN_RECORD=1 swift test --filter GoldenFileTests` re-records. A case
/// with an `imported/` folder reads each of its subfolders as a target the case's sources import (read only, as
/// `digen generate --dependency <Target>=<folder>` reads it).
@Suite("Golden files")
struct GoldenFileTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test("there are golden cases")
    func casesExist() {
        #expect(Self.cases.count >= 20)
    }

    @Test("generated files and diagnostics match the golden files", arguments: cases)
    func goldenCase(_ name: String) throws {
        let folder = Self.root.appendingPathComponent(name)
        let output = try Self.run(folder: folder, name: name)
        var actual: [String: String] = [:]
        for file in output.files { actual[file.fileName] = file.contents }
        let rendered = DiagnosticRenderer().render(output.diagnostics)
        actual["diagnostics.txt"] = rendered.isEmpty ? "" : rendered + "\n"
        let expectedFolder = folder.appendingPathComponent("expected")
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["DIGEN_RECORD"] != nil {
            try? manager.removeItem(at: expectedFolder)
            try manager.createDirectory(at: expectedFolder, withIntermediateDirectories: true)
            for (fileName, contents) in actual {
                try contents.write(to: expectedFolder.appendingPathComponent(fileName), atomically: true, encoding: .utf8)
            }
        }
        let expectedNames = try manager.contentsOfDirectory(atPath: expectedFolder.path).sorted()
        #expect(expectedNames == actual.keys.sorted(), "files of golden case '\(name)'")
        for fileName in expectedNames {
            let expected = try String(contentsOf: expectedFolder.appendingPathComponent(fileName), encoding: .utf8)
            let produced = actual[fileName] ?? ""
            #expect(
                expected == produced,
                "\(name)/expected/\(fileName) differs (re-record with DIGEN_RECORD=1):\n\(LineDiff.diff(expected: expected, actual: produced))")
        }
    }

    static func run(folder: URL, name: String) throws -> GeneratorOutput {
        let manager = FileManager.default
        let sources = try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let inputs = try sources.map { file in
            InputFile(path: "\(name)/\(file)", contents: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
        var configuration = GeneratorConfiguration()
        let configURL = folder.appendingPathComponent("config.yml")
        if let text = try? String(contentsOf: configURL, encoding: .utf8) {
            configuration = try ConfigurationParser.parse(text)
        }
        return Generator.runGenerator(
            input: inputs, dependencies: try importedTargets(in: folder, name: name), configuration: configuration)
    }

    /// `imported/<Target>/*.swift`, one ``DependencyTarget`` per subfolder.
    static func importedTargets(in folder: URL, name: String) throws -> [DependencyTarget] {
        let manager = FileManager.default
        let importedFolder = folder.appendingPathComponent("imported")
        guard let targets = try? manager.contentsOfDirectory(atPath: importedFolder.path) else { return [] }
        return try targets.filter { !$0.hasPrefix(".") }.sorted().map { target in
            let targetFolder = importedFolder.appendingPathComponent(target)
            let files = try manager.contentsOfDirectory(atPath: targetFolder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
            return DependencyTarget(name: target, files: try files.map { file in
                InputFile(
                    path: "\(name)/imported/\(target)/\(file)",
                    contents: try String(contentsOf: targetFolder.appendingPathComponent(file), encoding: .utf8))
            })
        }
    }
}
