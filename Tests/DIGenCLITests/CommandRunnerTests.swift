@testable import DIGenCommandLine
import DIGen
import DIGraph
import Foundation
import Testing

/// Runs digen's commands in-process, capturing standard output and error.
final class CapturedRun: @unchecked Sendable {
    // @unchecked Sendable: used by one test at a time, on one thread.
    var output = ""
    var error = ""
    var status: Int32 = -1

    init(_ arguments: [String]) {
        let runner = CommandRunner(
            output: { self.output += $0 + "\n" },
            errorOutput: { self.error += $0 + "\n" })
        status = runner.run(arguments)
    }
}

@Suite("digen command line")
struct CommandRunnerTests {
    static let app = """
        // @saber.container(AppContainer)
        // @saber.scope(App)
        protocol AppContaining {}

        // @saber.scope(App)
        class Foo {}
        """

    static let broken = """
        // @saber.container(AppContainer)
        // @saber.scope(App)
        protocol AppContaining {}

        // @saber.scope(App)
        class Foo {
            // @saber.inject
            init(bar: Bar) {}
        }
        """

    @Test("generate writes the containers and exits 0; a second run with nothing changed skips the pipeline")
    func generate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/App.swift", Self.app)
        let arguments = ["generate", "--out", directory.path + "/Generated", directory.path + "/Sources"]
        let first = CapturedRun(arguments)
        #expect(first.status == 0)
        #expect(first.error == "digen: 1 written, 0 unchanged, 0 removed\n")
        #expect(directory.read("Generated/AppContainer.saber.swift")?.contains("internal var foo: Foo {") == true)
        let second = CapturedRun(arguments)
        #expect(second.status == 0)
        #expect(second.error == "digen: up to date, 1 unchanged\n")
    }

    @Test("generated beside its sources (--out is a source directory): the sources are read, the generated files are not")
    func generateIntoTheSourceDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/App.swift", Self.app)
        let arguments = ["generate", "--out", directory.path + "/Sources", directory.path + "/Sources"]
        let first = CapturedRun(arguments)
        #expect(first.status == 0)
        #expect(first.error == "digen: 1 written, 0 unchanged, 0 removed\n")
        #expect(directory.read("Sources/AppContainer.saber.swift")?.contains("internal var foo: Foo {") == true)
        try directory.write("Sources/App.swift", Self.app + "\n// @saber.scope(App)\nclass Bar {}\n")
        #expect(CapturedRun(arguments).error == "digen: 1 written, 0 unchanged, 0 removed\n")
        #expect(directory.read("Sources/AppContainer.saber.swift")?.contains("internal var bar: Bar {") == true)
        #expect(CapturedRun(arguments).error == "digen: up to date, 1 unchanged\n")
    }

    @Test("a changed input, or a generated file edited by hand, makes the next run regenerate")
    func stampInvalidation() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/App.swift", Self.app)
        let arguments = ["generate", "--out", directory.path + "/Generated", directory.path + "/Sources"]
        _ = CapturedRun(arguments)
        try directory.write("Sources/App.swift", Self.app + "\n// @saber.scope(App)\nclass Bar {}\n")
        #expect(CapturedRun(arguments).error == "digen: 1 written, 0 unchanged, 0 removed\n")
        let generated = try #require(directory.read("Generated/AppContainer.saber.swift"))
        try directory.write("Generated/AppContainer.saber.swift", generated + "// edited\n")
        #expect(CapturedRun(arguments).error == "digen: 1 written, 0 unchanged, 0 removed\n")
        #expect(directory.read("Generated/AppContainer.saber.swift") == generated)
        try directory.write("Sources/Other.swift", "// @saber.scope(App)\nclass Baz {}\n")
        #expect(CapturedRun(arguments).error == "digen: 1 written, 0 unchanged, 0 removed\n")
    }

    @Test("errors in the input: compiler-style diagnostics on stderr, exit 1, nothing written")
    func inputErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.swift", Self.broken)
        let run = CapturedRun(["generate", "--out", directory.path + "/Generated", directory.path + "/App.swift"])
        #expect(run.status == 1)
        #expect(run.error == """
            \(directory.path)/App.swift:8:10: error: [missingBinding] 'Foo' needs 'Bar' for 'bar', but no binding for 'Bar' is visible in container 'AppContainer'

            """)
        #expect(directory.files("Generated").isEmpty)
        #expect(CapturedRun(["validate", directory.path]).status == 1)
    }

    @Test("validate exits 0 on clean input and prints one line saying what it checked")
    func validateClean() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.swift", Self.app)
        try directory.write("More.swift", "// @saber.scope(App)\nclass Bar {}\n")
        let run = CapturedRun(["validate", directory.path])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == "digen: 1 container, 2 services in 2 files: no errors\n")
    }

    @Test("generate --quiet (the build plugin's) prints nothing on success, and still every diagnostic")
    func generateQuietly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/App.swift", Self.app)
        let arguments = ["generate", "--quiet", "--out", directory.path + "/Generated", directory.path + "/Sources"]
        let first = CapturedRun(arguments)
        #expect(first.status == 0)
        #expect(first.error.isEmpty && first.output.isEmpty, "printed: \(first.error)\(first.output)")
        #expect(directory.read("Generated/AppContainer.saber.swift") != nil)
        let second = CapturedRun(arguments)
        #expect(second.error.isEmpty && second.output.isEmpty, "printed: \(second.error)\(second.output)")
        try directory.write("Sources/App.swift", Self.broken)
        let broken = CapturedRun(arguments)
        #expect(broken.status == 1)
        #expect(broken.error.contains("error: [missingBinding] 'Foo' needs 'Bar' for 'bar'"))
    }

    @Test("usage errors exit 2 with a message", arguments: [
        (["frobnicate"], "error: unknown command 'frobnicate'; commands are generate, validate, graph, dump, sources\nRun 'digen --help' for usage.\n"),
        (["generate", "Sources"], "error: 'generate' needs --out <directory>\nRun 'digen --help' for usage.\n"),
        (["validate", "--verbose", "x"], "error: unknown option '--verbose'; options here are --config, --help\nRun 'digen --help' for usage.\n"),
        (["graph", "--format", "png", "x"], "error: unknown graph format 'png'; use dot, mermaid or json\nRun 'digen --help' for usage.\n"),
        (["generate", "--out"], "error: option '--out' needs a value\nRun 'digen --help' for usage.\n"),
        (["validate", "/nonexistent/digen"], "error: no such file or directory: /nonexistent/digen\n"),
        (["validate"], "error: no sources given\nRun 'digen --help' for usage.\n"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = CapturedRun(arguments)
        #expect(run.status == 2)
        #expect(run.error == message)
    }

    @Test("every command has --help", arguments: ["generate", "validate", "graph", "dump", "sources"])
    func help(command: String) {
        let run = CapturedRun([command, "--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: digen \(command)"))
    }

    @Test("a bad configuration file is an error naming the key, exit 2")
    func badConfiguration() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.swift", Self.app)
        try directory.write("saber.yml", "accessLevel: public\nindentation:\n    kind: tab\n")
        let run = CapturedRun(["validate", "--config", directory.path + "/saber.yml", directory.path + "/App.swift"])
        #expect(run.status == 2)
        #expect(run.error == "error: \(directory.path)/saber.yml:3: bad configuration key 'indentation.kind': unknown key; known keys are indentation.type, indentation.size\n")
    }

    @Test("graph prints DOT, Mermaid or JSON on stdout; JSON decodes back into the graph")
    func graph() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.swift", Self.app)
        let dot = CapturedRun(["graph", directory.path])
        #expect(dot.status == 0)
        #expect(dot.output.hasPrefix("digraph"))
        let mermaid = CapturedRun(["graph", "--format", "mermaid", directory.path])
        #expect(mermaid.output.hasPrefix("flowchart") || mermaid.output.hasPrefix("graph"))
        // In Saber's words: a kept service is `cached`, with a legend giving DIGraph's word.
        #expect(mermaid.output.contains("AppContainer<br/>cached"))
        #expect(mermaid.output.contains("legend>\"Saber = DIGraph Lifetime<br/>cached = singleton\"]"))
        #expect(dot.output.contains("cached"))
        let json = CapturedRun(["graph", "--format=json", directory.path])
        let decoded = try Graph(json: json.output)
        let expected = Generator.runGenerator(
            input: [InputFile(path: directory.path + "/App.swift", contents: Self.app)], configuration: .init()).graph
        #expect(decoded == expected)
    }

    @Test("dump shows containers, services and resolved dependencies")
    func dump() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.swift", Self.app + """

            // @saber.scope(App)
            // @saber.cached
            class Bar {
                // @saber.inject
                init(foo: () -> Foo) {}
            }
            """)
        let run = CapturedRun(["dump", directory.path])
        #expect(run.status == 0)
        #expect(run.output == """
            container AppContainer: AppContaining
              service foo: Foo = Foo()
              service bar: Bar cached = Bar(foo: { [unowned self] in return self.foo })

            """)
    }

    @Test("dump shows where each service is made and whether it is async, and the container's isolation")
    func dumpConcurrency() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("App.swift", """
            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @saber.threadSafe
            protocol AppContaining {}

            // @saber.container(MainContainer)
            // @saber.scope(Main)
            // @saber.isolation(MainActor)
            protocol MainContaining {}

            // @saber.scope(App)
            @MainActor
            final class ViewModel {}

            // @saber.scope(App)
            // @saber.cached
            actor Store {
                init() async {}
            }

            // @saber.scope(App)
            final class Session {
                init(store: Store) async throws {}
            }

            // @saber.scope(Main)
            final class Router {}
            """)
        let run = CapturedRun(["dump", directory.path])
        #expect(run.status == 0)
        #expect(run.output == """
            container AppContainer: AppContaining (thread-safe)
              service viewModel: ViewModel @MainActor = ViewModel()
              service store: Store cached async = Store()
              service session: Session async throws = Session(store: self.store)
            container MainContainer: MainContaining @MainActor
              service router: Router @MainActor = Router()

            """)
    }

    @Test("sources takes Saber's flags, relative to --workDir")
    func sources() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/App.swift", Self.app)
        try directory.write("saber.yml", "indentation:\n    type: tab\n    size: 1\n")
        let run = CapturedRun([
            "sources", "--workDir", directory.path, "--from", "Sources", "--out", "Sources/Saber", "--config", "saber.yml",
            "--log", "debug",
        ])
        #expect(run.status == 0)
        #expect(directory.read("Sources/Saber/AppContainer.saber.swift")?.contains("\tinternal init() {") == true)
        let again = CapturedRun(["sources", "--workDir", directory.path, "--from", "Sources", "--out", "Sources/Saber"])
        #expect(again.status == 0)
        #expect(again.error == "digen: 1 written, 0 unchanged, 0 removed\n")
    }
}
