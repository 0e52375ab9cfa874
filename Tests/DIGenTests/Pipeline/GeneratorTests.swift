import DIGen
import DIGraph
import Testing

@Suite("Generator pipeline")
struct GeneratorTests {
    /// Three containers in three files, and a chain of services over nine more files.
    static let sources: [InputFile] = (0..<3).map { number in
        InputFile(path: "Sources/Container\(number).swift", contents: """
            // @saber.container(Container\(number))
            // @saber.scope(Scope\(number))
            protocol Containing\(number) {}
            """)
    } + (0..<9).map { number in
        let parameters = number >= 3 ? "previous: Service\(number - 3)" : ""
        return InputFile(path: "Sources/Service\(number).swift", contents: """
            // @saber.scope(Scope\(number % 3))
            // @saber.cached
            class Service\(number) {
                // @saber.inject
                init(\(parameters)) {}
            }
            """)
    }

    @Test("shuffled file order, generated five times: identical bytes every time")
    func determinism() {
        let reference = Generator.runGenerator(input: Self.sources, configuration: GeneratorConfiguration())
        #expect(reference.files.count == 3)
        #expect(reference.diagnostics.isEmpty)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            let shuffled = Self.sources.shuffled(using: &generator)
            let output = Generator.runGenerator(input: shuffled, configuration: GeneratorConfiguration())
            #expect(output.files == reference.files)
            #expect(output.diagnostics == reference.diagnostics)
        }
    }

    @Test("files are one per container, named Name.saber.swift, sorted by name")
    func fileNames() {
        let output = Generator.runGenerator(input: Self.sources, configuration: GeneratorConfiguration())
        #expect(output.files.map(\.fileName) == ["Container0.saber.swift", "Container1.saber.swift", "Container2.saber.swift"])
    }

    @Test("a service that asks for an injectOnly type is told it is inject-only, never offered a hidden key")
    func dependingOnAnInjectOnlyType() {
        let output = generate(appContainerSource + """
            // @saber.scope(App)
            // @saber.injectOnly
            class Screen {}
            // @saber.scope(App)
            class Router {
                init(screen: Screen) {}
            }
            """)
        #expect(output.files.isEmpty)
        #expect(DiagnosticRenderer().render(output.diagnostics) == """
            Test.swift:9:10: error: [missingBinding] 'Router' needs 'Screen' for 'screen', but no binding for 'Screen' is visible in container 'AppContainer'
            Test.swift:6:7: note: 'Screen' is inject-only: its instances are made outside the container, which only injects their dependencies, so nothing can depend on it
            """)
    }

    @Test("an error anywhere means no files at all, and the diagnostics say why")
    func errorsStopGeneration() {
        let output = generate(appContainerSource + """
            // @saber.scope(App)
            class Foo {
                // @saber.inject
                init(bar: Bar) {}
            }
            """)
        #expect(output.files.isEmpty)
        #expect(output.hasErrors)
        #expect(DiagnosticRenderer().render(output.diagnostics) == """
            Test.swift:7:10: error: [missingBinding] 'Foo' needs 'Bar' for 'bar', but no binding for 'Bar' is visible in container 'AppContainer'
            """)
    }

    @Test("warnings do not stop generation")
    func warningsDoNotStopGeneration() {
        let output = generate(appContainerSource + """
            // @saber.scope(App)
            class Foo {}

            // @saber.scope(App)
            // @saber.cached
            class Bar {
                // @saber.inject
                init(foo: Foo) {}
            }
            """)
        #expect(output.files.count == 1)
        #expect(DiagnosticRenderer().render(output.diagnostics) == """
            Test.swift:11:10: warning: [captiveDependency] singleton 'Bar' captures transient 'Foo' for 'foo' for the container's whole life
            note: make 'Foo' a singleton, or depend on a provider to get a new one each time
            """)
    }

    @Test("the graph is given even when there are errors, for 'digen graph'")
    func graphWithErrors() {
        let output = generate(appContainerSource + """
            // @saber.scope(App)
            class Foo {
                // @saber.inject
                init(bar: Bar) {}
            }
            """)
        #expect(output.graph.containers.map(\.name) == ["AppContainer"])
        #expect(output.graph.bindings.map(\.key.description) == ["Foo", "AppContainer", "AppContaining"])
    }
}
