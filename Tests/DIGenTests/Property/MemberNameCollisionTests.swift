import DIGen
import DIGraph
import Foundation
import Testing

/// No name digen writes is shadowed by a type of the module: for random apps whose types are named as the
/// generated members would be (`final class featureFlagsPlugin`, a lower-camel container or external, a type named
/// like another service's getter), digen either reports an error or writes containers that compile, in one `swiftc`
/// run for every graph.
@Suite("Property: type names that collide with member names")
struct MemberNameCollisionTests {
    static let graphCount = 60

    @Test("60 random apps whose type names are member names")
    func generatedContainersCompileWhateverTheTypesAreNamed() throws {
        var generator = RandomConcurrencyGraph.Generator(state: 0xC011_1DE5)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-collisions-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files: [URL] = []
        var written = 0
        for number in 0..<Self.graphCount {
            let source = Self.source(number: number, generator: &generator)
            let output = Generator.runGenerator(
                input: [InputFile(path: "G\(number).swift", contents: source)], configuration: .init())
            if output.hasErrors {
                #expect(output.files.isEmpty)
                continue
            }
            written += 1
            let sourceURL = directory.appendingPathComponent("G\(number).swift")
            try source.write(to: sourceURL, atomically: true, encoding: .utf8)
            files.append(sourceURL)
            for file in output.files {
                let url = directory.appendingPathComponent(file.fileName)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url)
            }
        }
        #expect(written >= Self.graphCount / 2, "\(written) of \(Self.graphCount) apps written")
        let failures = try GeneratedCodeCompilesTests.compile(files, defaultMainActor: false, in: directory)
        #expect(failures.isEmpty, "generated code that does not compile:\n\(failures)")
    }

    /// A parent container and a child with an external, each with a few services that need earlier ones; every
    /// type named in lower camel case by chance, and, by chance, a plain type named as a service's getter would be.
    static func source(number: Int, generator: inout RandomConcurrencyGraph.Generator) -> String {
        func named(_ upper: String) -> String {
            generator.chance(50) ? upper.prefix(1).lowercased() + upper.dropFirst() : upper
        }
        let parent = named("App\(number)Container")
        let child = named("Session\(number)Container")
        let external = named("Token\(number)")
        var lines = [
            "// @saber.container(\(parent))", "// @saber.scope(App\(number))", "protocol App\(number)Containing {}", "",
            "// @saber.container(\(child))", "// @saber.scope(Session\(number))", "// @saber.dependsOn(\(parent))",
            "// @saber.externals(\(external))", "protocol Session\(number)Containing {}", "",
            "struct \(external) {}", "",
        ]
        var services: [(name: String, scope: String)] = []
        for index in 0..<(2 + generator.below(5)) {
            let upper = "Plugin\(number)x\(index)"
            let name = named(upper)
            let scope = index > 0 && generator.chance(50) ? "Session\(number)" : "App\(number)"
            var parameters: [String] = []
            for (position, earlier) in services.enumerated() where generator.chance(50)
                && (earlier.scope == "App\(number)" || scope == earlier.scope) {
                parameters.append("p\(position): \(earlier.name)")
            }
            if scope == "Session\(number)", generator.chance(50) { parameters.append("token: \(external)") }
            lines += ["// @saber.scope(\(scope))"] + (generator.chance(30) ? ["// @saber.cached"] : [])
            lines += ["final class \(name) {", "    init(\(parameters.joined(separator: ", "))) {}", "}", ""]
            // A plain type named as the getter of a service whose type is upper camel case.
            if name == upper, generator.chance(40) {
                lines += ["final class \(upper.prefix(1).lowercased() + upper.dropFirst()) {}", ""]
            }
            services.append((name, scope))
        }
        return lines.joined(separator: "\n")
    }
}
