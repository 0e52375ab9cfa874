import DIGraph
import Testing

@Suite("One validation run")
struct ValidationRunTests {
    /// A graph with one of almost every problem.
    static func troubledGraph() -> Graph {
        Graph(containers: [
            ContainerSpec(name: "App", externals: [.init(key("Config"), location: at(1, 30)), .init(key("Delegate"), ownership: .weak, location: at(1, 40))], location: at(1)),
            ContainerSpec(name: "Left", parents: ["App"], location: at(30)),
            ContainerSpec(name: "Right", parents: ["App"], location: at(31)),
            ContainerSpec(name: "Leaf", parents: ["Left", "Right", "Nowhere"], location: at(32)),
            ContainerSpec(name: "Loop1", parents: ["Loop2"], location: at(40)),
            ContainerSpec(name: "Loop2", parents: ["Loop1"], location: at(41)),
        ], bindings: [
            Binding(key("Config"), in: "App", location: at(2)),
            Binding(key("A"), in: "App", dependencies: [Dependency(key("B"), label: "b", location: at(3, 20))], location: at(3)),
            Binding(key("B"), in: "App", dependencies: [Dependency(key("A"), label: "a", location: at(4, 20))], location: at(4)),
            Binding(key("Logger"), in: "App", location: at(5)),
            Binding(key("Logger"), in: "App", location: at(6)),
            Binding(key("Store"), in: "Left", location: at(7)),
            Binding(key("Store"), in: "Right", location: at(8)),
            Binding(key("Screen"), in: "Leaf", lifetime: .singleton, dependencies: [
                Dependency(key("Store"), label: "store", location: at(9, 20)),
                Dependency(key("Missing"), label: "missing", location: at(9, 30)),
                Dependency(key("Logger"), label: "logger", location: at(9, 40)),
            ], location: at(9)),
            Binding(key("Model"), in: "App", location: at(10), isolation: .mainActor),
            Binding(key("Loader"), in: "App", location: at(11), isAsync: true),
            Binding(key("Presenter"), in: "App", dependencies: [
                Dependency(key("Model"), label: "model", location: at(12, 20)),
                Dependency(key("Loader"), label: "loader", location: at(12, 30)),
            ], location: at(12)),
        ])
    }

    @Test("a graph with several problems reports all of them, sorted by location")
    func reportsEveryProblem() {
        let diagnostics = Self.troubledGraph().validate()
        #expect(diagnostics.map { "\($0.location.map(\.description) ?? "-") \($0.code)" } == [
            "App.swift:1:40 weakExternalNotOptional",
            "App.swift:2:1 externalConflict",
            "App.swift:3:20 dependencyCycle",
            "App.swift:6:1 duplicateBinding",
            "App.swift:9:20 ambiguousBinding",
            "App.swift:9:30 missingBinding",
            "App.swift:9:40 captiveDependency",
            "App.swift:12:20 isolationMismatch",
            "App.swift:12:30 asyncDependency",
            "App.swift:32:1 unknownContainer",
            "App.swift:40:1 containerCycle",
        ])
    }

    @Test("insertion order does not change the output bytes")
    func deterministicOutput() {
        let graph = Self.troubledGraph()
        let expected = rendered(graph)
        var generator = SplitMix(seed: 7)
        for _ in 0..<20 {
            var shuffled = graph
            shuffled.bindings.shuffle(using: &generator)
            shuffled.containers.shuffle(using: &generator)
            #expect(rendered(shuffled) == expected)
        }
    }

    @Test("a diagnostic without a location renders without the prefix")
    func renderingWithoutLocation() {
        let diagnostic = Diagnostic(.error, .missingBinding, "no binding for 'Foo' is visible in container 'Container'",
                                    notes: [.init("registered here", at: at(4))], suggestions: [.init("did you mean 'Fo'?")])
        #expect(diagnostic.description == """
            error: [missingBinding] no binding for 'Foo' is visible in container 'Container'
            App.swift:4:1: note: registered here
            note: did you mean 'Fo'?
            """)
    }

    @Test("malformed type text becomes an invalidType diagnostic at the offending column")
    func malformedTypeAsDiagnostic() {
        guard case .failure(let error) = TypeName.parse("Array<Int") else {
            Issue.record("parsed")
            return
        }
        #expect(error.diagnostic(at: at(3, 10)).description == """
            App.swift:3:19: error: [invalidType] 'Array<Int' is not a valid type: expected '>' to close the generic arguments of 'Array'
            """)
    }

    @Test("an empty graph and a graph with no containers validate without trapping")
    func degenerateGraphs() {
        #expect(Graph().validate() == [])
        let orphan = Graph(bindings: [Binding(key("A"), in: "Nowhere", dependencies: [Dependency(key("A"))])])
        #expect(orphan.validate().map(\.code) == [.unknownContainer])
    }
}
