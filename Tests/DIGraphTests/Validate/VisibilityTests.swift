import DIGraph
import Testing

/// Visibility is observed through validation: a dependency is satisfied exactly when its key is visible.
@Suite("What a container sees")
struct VisibilityTests {
    /// A graph where `Needer` in `container` needs `needed`, plus the given bindings and containers.
    func graph(needing needed: ServiceKey, in container: String, containers: [ContainerSpec], bindings: [Binding]) -> Graph {
        Graph(containers: containers, bindings: bindings + [
            Binding(key("Needer"), in: container, dependencies: [Dependency(needed, label: "x", location: at(99))]),
        ])
    }

    func codes(_ graph: Graph) -> [DiagnosticCode] { graph.validate().map(\.code) }

    @Test("a container sees its own bindings, its externals and its ancestors' bindings")
    func ownExternalsAndAncestors() {
        let containers = [
            ContainerSpec(name: "App"),
            ContainerSpec(name: "Session", parents: ["App"], externals: [.init(key("Token"))]),
            ContainerSpec(name: "Screen", parents: ["Session"]),
        ]
        let bindings = [Binding(key("Database"), in: "App"), Binding(key("Cache"), in: "Screen")]
        for needed in ["Database", "Token", "Cache"] {
            #expect(codes(graph(needing: key(needed), in: "Screen", containers: containers, bindings: bindings)) == [])
        }
    }

    @Test("a parent never sees its child's bindings")
    func parentDoesNotSeeChild() {
        let containers = [ContainerSpec(name: "App"), ContainerSpec(name: "Session", parents: ["App"])]
        let result = graph(needing: key("Cache"), in: "App", containers: containers, bindings: [Binding(key("Cache"), in: "Session")])
        #expect(codes(result) == [.missingBinding])
    }

    @Test("a tagged lookup falls back to the untagged binding")
    func taggedFallsBackToUntagged() {
        let result = graph(needing: key("Network", tag: "prod"), in: "App", containers: [ContainerSpec(name: "App")],
                           bindings: [Binding(key("Network"), in: "App")])
        #expect(codes(result) == [])
    }

    @Test("an untagged lookup never falls back to a tagged binding")
    func untaggedDoesNotFallBackToTagged() {
        let result = graph(needing: key("Network"), in: "App", containers: [ContainerSpec(name: "App")],
                           bindings: [Binding(key("Network", tag: "prod"), in: "App")])
        #expect(codes(result) == [.missingBinding])
    }

    @Test("'T?' falls back to 'T' (with a tag, to the tagged 'T' first); 'T' never falls back to 'T?'")
    func optionalFallsBackToPlain() {
        let app = [ContainerSpec(name: "App")]
        #expect(codes(graph(needing: key("Network?"), in: "App", containers: app, bindings: [Binding(key("Network"), in: "App")])) == [])
        #expect(codes(graph(needing: key("Network?", tag: "prod"), in: "App", containers: app,
                            bindings: [Binding(key("Network", tag: "prod"), in: "App")])) == [])
        #expect(codes(graph(needing: key("Network"), in: "App", containers: app, bindings: [Binding(key("Network?"), in: "App")]))
                == [.missingBinding])
        // A singleton needing 'Network?' captures whichever it resolves to: the plain transient one here.
        let captive = Graph(containers: app, bindings: [
            Binding(key("Network"), in: "App"),
            Binding(key("Holder"), in: "App", lifetime: .singleton, dependencies: [Dependency(key("Network?"), location: at(3))]),
        ])
        #expect(codes(captive) == [.captiveDependency])
    }

    @Test("collaborators: what a container's own graph lacks comes from a collaborator's, breadth first; no cycle")
    func collaboratorsSeeEachOther() {
        var app = ContainerSpec(name: "App")
        var session = ContainerSpec(name: "Session")
        app.collaborators = ["Session"]
        session.collaborators = ["App"]
        let root = ContainerSpec(name: "Root")
        var child = ContainerSpec(name: "Child", parents: ["Root"])
        child.collaborators = ["App"]
        let graph = Graph(containers: [app, session, root, child], bindings: [
            Binding(key("A"), in: "App", dependencies: [Dependency(key("B"))]),
            Binding(key("B"), in: "Session", dependencies: [Dependency(key("C"))]),
            Binding(key("C"), in: "App"),
            Binding(key("R"), in: "Root"),
            // Child reaches App and, through App's collaborator, Session; never the reverse of its parent.
            Binding(key("X"), in: "Child", dependencies: [Dependency(key("B")), Dependency(key("R"))]),
            Binding(key("Y"), in: "App", dependencies: [Dependency(key("X"))]),
        ])
        #expect(graph.validate().map(\.message) == [
            "'Y' needs 'X', but no binding for 'X' is visible in container 'App'",
        ])
    }

    @Test("a declared type nothing binds, and its conformers, are named in the missingBinding advice")
    func declaredTypesAdvise() {
        var result = graph(needing: key("Logging"), in: "App", containers: [ContainerSpec(name: "App", scope: "Main")], bindings: [])
        result.declaredTypes = [
            DeclaredType(type("ConsoleLogger"), conformances: [type("Logging")], isBound: true, location: at(1)),
            DeclaredType(type("FileLogger"), conformances: [type("Logging")], location: at(2)),
        ]
        #expect(result.validate().first?.suggestions.map(\.message) == [
            "'ConsoleLogger' conforms to 'Logging' but nothing binds it as 'Logging'",
            "'FileLogger' conforms to 'Logging' but nothing binds it",
        ])
        result.bindingAdvice.unboundConformer = "add '{type}' to scope '{scope}' as '{protocol}' in '{container}'"
        #expect(result.validate().first?.suggestions.last?.message == "add 'FileLogger' to scope 'Main' as 'Logging' in 'App'")
        // Once anything provides the key's type, declarations are not what is wrong: no advice about them.
        result.bindings.append(Binding(key("Logging", tag: "x"), in: "App"))
        #expect(result.validate().first?.suggestions.map(\.message) == ["'Logging (tag \"x\")' is bound here; did you mean tag \"x\"?"])
    }

    @Test("a tagged binding in a parent wins over the untagged fallback in the child")
    func exactTagAnywhereBeatsFallback() throws {
        let containers = [ContainerSpec(name: "App"), ContainerSpec(name: "Child", parents: ["App"])]
        let bindings = [
            Binding(key("Network", tag: "prod"), in: "App", lifetime: .singleton),
            Binding(key("Network"), in: "Child"),
            Binding(key("Holder"), in: "Child", lifetime: .singleton,
                    dependencies: [Dependency(key("Network", tag: "prod"), location: at(5))]),
        ]
        // Were the fallback chosen, the singleton would capture the transient untagged Network.
        #expect(codes(Graph(containers: containers, bindings: bindings)) == [])
    }

    @Test("a diamond reaching one binding through two parents is not ambiguous")
    func diamondIsNotAmbiguous() {
        let containers = [
            ContainerSpec(name: "Root"),
            ContainerSpec(name: "Left", parents: ["Root"]),
            ContainerSpec(name: "Right", parents: ["Root"]),
            ContainerSpec(name: "Leaf", parents: ["Left", "Right"]),
        ]
        let result = graph(needing: key("Logger"), in: "Leaf", containers: containers, bindings: [Binding(key("Logger"), in: "Root")])
        #expect(codes(result) == [])
    }

    @Test("an own binding hides the same key in both parents")
    func ownBindingResolvesAmbiguity() {
        let containers = [
            ContainerSpec(name: "Left"), ContainerSpec(name: "Right"),
            ContainerSpec(name: "Leaf", parents: ["Left", "Right"]),
        ]
        let bindings = [Binding(key("Logger"), in: "Left"), Binding(key("Logger"), in: "Right"), Binding(key("Logger"), in: "Leaf")]
        #expect(codes(graph(needing: key("Logger"), in: "Leaf", containers: containers, bindings: bindings)) == [])
    }

    @Test("T! bindings satisfy T dependencies")
    func implicitlyUnwrappedSatisfiesWrapped() {
        let containers = [ContainerSpec(name: "App", externals: [.init(key("Qux!"), ownership: .unowned)])]
        #expect(codes(graph(needing: key("Qux"), in: "App", containers: containers, bindings: [])) == [])
    }

    @Test("an optional dependency may be missing")
    func optionalMayBeMissing() {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("A"), in: "App", dependencies: [Dependency(key("Analytics"), kind: .optional)]),
        ])
        #expect(graph.validate() == [])
    }

    @Test("a container's many levels of ancestors stay visible (walked, not bit-set, beyond 4,096 containers)")
    func veryManyContainers() {
        let count = 4_200
        let containers = (0..<count).map { ContainerSpec(name: "C\($0)", parents: $0 == 0 ? [] : ["C\($0 - 1)"]) }
        let bindings = [
            Binding(key("Root"), in: "C0"),
            Binding(key("Other"), in: "C10"),
            Binding(key("Other"), in: "C20"),
            Binding(key("Leaf"), in: "C\(count - 1)",
                    dependencies: [Dependency(key("Root")), Dependency(key("Other"))]),
        ]
        #expect(Graph(containers: containers, bindings: bindings).validate() == [])
    }

    @Test("an inject-only binding provides nothing, and the missing binding says why instead of suggesting it")
    func injectOnlyProvidesNothing() {
        let result = graph(needing: key("Screen"), in: "App", containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("Screen"), in: "App", source: .injectOnly, location: at(5)),
            Binding(key("Scren"), in: "App", location: at(6)),
        ])
        #expect(DiagnosticRenderer().render(result.validate()) == """
            App.swift:99:1: error: [missingBinding] 'Needer' needs 'Screen' for 'x', but no binding for 'Screen' is visible in container 'App'
            App.swift:5:1: note: 'Screen' is inject-only: its instances are made outside the container, which only injects their dependencies, so nothing can depend on it
            App.swift:6:1: note: did you mean 'Scren'?
            """)
    }
}
