import DIGen
import DIGraph
import Foundation
import Testing

/// digen never writes code that does not compile: for random small graphs of nonisolated, main-actor and async
/// services, it either reports an error (located, and then writes nothing) or writes containers that the
/// compiler accepts in Swift 6 mode with warnings as errors. Every written graph is compiled in one `swiftc`
/// run per default isolation (two runs in all), so the test stays well under a minute.
@Suite("Property: digen reports a diagnostic or writes code that compiles")
struct GeneratedCodeCompilesTests {
    static let graphCount = 240

    @Test("240 random graphs of nonisolated, main-actor and async services")
    func randomGraphsCompileOrAreDiagnosed() throws {
        var generator = RandomConcurrencyGraph.Generator(state: 0x5EED_0015)
        let graphs = (0..<Self.graphCount).map { RandomConcurrencyGraph(number: $0, generator: &generator) }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-property-\(ProcessInfo.processInfo.processIdentifier)")
        // `DIGEN_PROPERTY_KEEP=1` keeps the graphs and generated files, to read a failure.
        defer {
            if ProcessInfo.processInfo.environment["DIGEN_PROPERTY_KEEP"] == nil {
                try? FileManager.default.removeItem(at: directory)
            }
        }
        var written: [Bool: [URL]] = [false: [], true: []]
        var diagnosed = 0
        for graph in graphs {
            let configuration = GeneratorConfiguration(defaultIsolation: graph.isDefaultMainActor ? .mainActor : .nonisolated)
            let output = Generator.runGenerator(
                input: [InputFile(path: "G\(graph.number).swift", contents: graph.source)], configuration: configuration)
            if output.hasErrors {
                diagnosed += 1
                #expect(output.files.isEmpty)
                let unlocated = output.diagnostics.filter { $0.severity == .error && $0.location == nil }
                #expect(unlocated.isEmpty, "graph \(graph.number): an error without a location\n\(graph.source)")
                continue
            }
            let folder = directory.appendingPathComponent(graph.isDefaultMainActor ? "main-actor" : "plain")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let sourceURL = folder.appendingPathComponent("G\(graph.number).swift")
            try graph.source.write(to: sourceURL, atomically: true, encoding: .utf8)
            written[graph.isDefaultMainActor, default: []].append(sourceURL)
            for file in output.files {
                let url = folder.appendingPathComponent(file.fileName)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                written[graph.isDefaultMainActor, default: []].append(url)
            }
        }
        // Both outcomes must be common, or the property says little.
        #expect(diagnosed >= Self.graphCount / 10, "\(diagnosed) of \(Self.graphCount) graphs diagnosed")
        #expect(Self.graphCount - diagnosed >= Self.graphCount / 3, "\(Self.graphCount - diagnosed) graphs written")
        for (isDefaultMainActor, files) in written where !files.isEmpty {
            let failures = try Self.compile(files, defaultMainActor: isDefaultMainActor, in: directory)
            #expect(failures.isEmpty, "generated code that does not compile:\n\(failures)")
        }
    }

    /// Compiles (through SIL, where Swift 6 checks sending and isolation regions) and returns the compiler's
    /// errors and warnings with each failing graph's source, or "" when it compiled cleanly.
    static func compile(_ files: [URL], defaultMainActor: Bool, in directory: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-wmo",
                             "-Onone", "-module-name", defaultMainActor ? "PropertyMainActor" : "PropertyPlain",
                             "-emit-sil", "-o", directory.appendingPathComponent("out.sil").path]
            + (defaultMainActor ? ["-default-isolation", "MainActor"] : []) + files.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus != 0 || text.contains("warning:") else { return "" }
        let failing = Set(text.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.firstRange(of: #/G\d+/#) else { return nil }
            return String(line[range])
        })
        let sources = failing.sorted().prefix(3).compactMap { name -> String? in
            files.first { $0.lastPathComponent == "\(name).swift" }.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }
        return String(text.prefix(6000)) + "\n" + sources.joined(separator: "\n")
    }
}
