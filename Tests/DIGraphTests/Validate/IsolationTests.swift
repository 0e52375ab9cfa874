import DIGraph
import Testing

/// `isolationMismatch` and `asyncDependency`: which edges they judge, which they leave alone, and that one edge
/// is never reported by both.
@Suite("Isolation and async")
struct IsolationTests {
    let app = ContainerSpec(name: "AppContainer")

    /// `Settings` (made as given) needs `ViewModel` (made as given) through one edge of `kind`.
    func graph(
        requester: Isolation = .nonisolated, requesterIsAsync: Bool = false,
        dependency: Isolation = .mainActor, dependencyIsAsync: Bool = false,
        kind: Dependency.Kind = .direct
    ) -> Graph {
        Graph(containers: [app], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", location: at(1), isolation: dependency, isAsync: dependencyIsAsync),
            Binding(key("Settings"), in: "AppContainer",
                    dependencies: [Dependency(key("ViewModel"), kind: kind, label: "model", location: at(2, 20))],
                    location: at(2), isolation: requester, isAsync: requesterIsAsync),
        ])
    }

    func codes(_ graph: Graph) -> [DiagnosticCode] { graph.validate().map(\.code) }

    // MARK: What is fine

    @Test("a requester on the dependency's actor may make it synchronously", arguments: [Isolation.mainActor, .globalActor("DatabaseActor")])
    func sameActor(isolation: Isolation) {
        #expect(codes(graph(requester: isolation, dependency: isolation)) == [])
    }

    @Test("a deferred edge makes the instance later, so neither rule applies", arguments: [Dependency.Kind.lazy, .provider])
    func deferredEdges(kind: Dependency.Kind) {
        #expect(codes(graph(kind: kind)) == [])
        #expect(codes(graph(dependencyIsAsync: true, kind: kind)) == [])
    }

    @Test("an async requester can await the hop and the async initializer")
    func asyncRequester() {
        #expect(codes(graph(requesterIsAsync: true)) == [])
        #expect(codes(graph(requesterIsAsync: true, dependencyIsAsync: true)) == [])
        #expect(codes(graph(requester: .globalActor("DatabaseActor"), requesterIsAsync: true)) == [])
    }

    @Test("a nonisolated synchronous dependency can be made anywhere", arguments: [Isolation.nonisolated, .mainActor])
    func nonisolatedDependency(requester: Isolation) {
        #expect(codes(graph(requester: requester, dependency: .nonisolated)) == [])
    }

    @Test("an alias is transparent: a MainActor requester may use an alias of a MainActor binding, and the alias itself asks nothing")
    func aliasOnSameActor() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", isolation: .mainActor),
            Binding(key("ViewModeling"), in: "AppContainer", source: .alias(key("ViewModel")), dependencies: [Dependency(key("ViewModel"))]),
            Binding(key("Screen"), in: "AppContainer", dependencies: [Dependency(key("ViewModeling"))], isolation: .mainActor),
        ])
        #expect(codes(graph) == [])
    }

    @Test("an external is nonisolated and synchronous, whoever needs it")
    func externalDependency() {
        let graph = Graph(containers: [ContainerSpec(name: "AppContainer", externals: [.init(key("Config"))])], bindings: [
            Binding(key("Settings"), in: "AppContainer", dependencies: [Dependency(key("Config"))]),
            Binding(key("Screen"), in: "AppContainer", dependencies: [Dependency(key("Config"))], isolation: .mainActor),
        ])
        #expect(codes(graph) == [])
    }

    @Test("an edge to a missing key is only missingBinding's")
    func missingKey() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Settings"), in: "AppContainer", dependencies: [Dependency(key("ViewModel"))], isolation: .mainActor),
            Binding(key("Other"), in: "AppContainer", dependencies: [Dependency(key("Absent"), kind: .optional)], isAsync: true),
        ])
        #expect(codes(graph) == [.missingBinding])
    }

    // MARK: What is reported

    @Test("every synchronous use of a MainActor binding from a nonisolated one is a mismatch", arguments: [Dependency.Kind.direct, .optional, .property, .method])
    func synchronousEdges(kind: Dependency.Kind) {
        #expect(codes(graph(kind: kind)) == [.isolationMismatch])
    }

    @Test("every synchronous use of an async binding from a synchronous one is an async dependency", arguments: [Dependency.Kind.direct, .optional, .property, .method])
    func synchronousEdgesToAsync(kind: Dependency.Kind) {
        #expect(codes(graph(dependency: .nonisolated, dependencyIsAsync: true, kind: kind)) == [.asyncDependency])
    }

    @Test("a requester on another global actor is a mismatch too, with a custom actor's name")
    func otherActor() {
        let diagnostics = graph(requester: .globalActor("DatabaseActor"), dependency: .mainActor).validate()
        #expect(diagnostics.map(\.message) == [
            "'Settings' is made synchronously on '@DatabaseActor', but needs 'ViewModel' for 'model', which must be made on '@MainActor'",
        ])
        #expect(diagnostics.first?.suggestions.first?.message == "isolate 'Settings' to '@MainActor' instead of '@DatabaseActor', so both are made on the same actor")
        #expect(graph(dependency: .globalActor("DatabaseActor")).validate().map(\.message) == [
            "'Settings' is made synchronously and nonisolated, but needs 'ViewModel' for 'model', which must be made on '@DatabaseActor'",
        ])
    }

    @Test("a dependency both async and on an actor is reported once, as asyncDependency")
    func asyncOnActorReportedOnce() {
        #expect(codes(graph(dependencyIsAsync: true)) == [.asyncDependency])
        #expect(codes(graph(requester: .mainActor, dependencyIsAsync: true)) == [.asyncDependency])
    }

    @Test("a mismatch through an alias names the alias the edge used and the binding that makes the instance")
    func throughAlias() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", source: .initializer("ViewModel.init()"), location: at(1), isolation: .mainActor),
            Binding(key("ViewModeling"), in: "AppContainer", source: .alias(key("ViewModel")),
                    dependencies: [Dependency(key("ViewModel"))], location: at(2)),
            Binding(key("Settings"), in: "AppContainer", dependencies: [Dependency(key("ViewModeling"), label: "model")], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:1: error: [isolationMismatch] 'Settings' is made synchronously and nonisolated, but needs 'ViewModeling' for 'model', which must be made on '@MainActor'
            App.swift:3:1: note: 'Settings' is bound here, made synchronously and nonisolated
            App.swift:1:1: note: 'ViewModel' is bound here, made synchronously on '@MainActor'; 'ViewModeling' is an alias of it
            note: isolate 'Settings' to '@MainActor' too, so both are made on the same actor
            note: mark 'ViewModel.init()' 'nonisolated', so any context can make 'ViewModel'
            note: depend on 'ViewModeling' through 'Provider' or 'Lazy' (made when used), or make 'Settings' async so it can await the hop to '@MainActor'
            """)
    }

    @Test("an async binding reached through an alias is an async dependency")
    func asyncThroughAlias() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Store"), in: "AppContainer", isAsync: true),
            Binding(key("Storing"), in: "AppContainer", source: .alias(key("Store")), dependencies: [Dependency(key("Store"))]),
            Binding(key("Settings"), in: "AppContainer", dependencies: [Dependency(key("Storing"))]),
        ])
        #expect(codes(graph) == [.asyncDependency])
    }

    @Test("a binding in a parent container is judged like one in the requester's own")
    func throughParent() {
        let graph = Graph(containers: [app, ContainerSpec(name: "Session", parents: ["AppContainer"])], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", location: at(1), isolation: .mainActor),
            Binding(key("Store"), in: "AppContainer", location: at(2), isAsync: true),
            Binding(key("Settings"), in: "Session", dependencies: [
                Dependency(key("ViewModel"), location: at(3, 20)),
                Dependency(key("Store"), location: at(3, 30)),
            ], location: at(3)),
        ])
        #expect(graph.validate().map { "\($0.location.map(\.description) ?? "-") \($0.code)" } == [
            "App.swift:3:20 isolationMismatch",
            "App.swift:3:30 asyncDependency",
        ])
    }

    @Test("an inject-only binding is judged as a requester like any other")
    func injectOnlyRequester() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", isolation: .mainActor),
            Binding(key("Store"), in: "AppContainer", isAsync: true),
            Binding(key("Screen"), in: "AppContainer", source: .injectOnly, dependencies: [
                Dependency(key("ViewModel"), kind: .property, location: at(4, 20)),
                Dependency(key("Store"), kind: .method, location: at(4, 30)),
            ]),
        ])
        #expect(codes(graph) == [.isolationMismatch, .asyncDependency])
    }

    @Test("every violating edge is reported, each once")
    func everyViolation() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", isolation: .mainActor),
            Binding(key("A"), in: "AppContainer", dependencies: [Dependency(key("ViewModel"), location: at(1, 20))]),
            Binding(key("B"), in: "AppContainer", dependencies: [
                Dependency(key("ViewModel"), location: at(2, 20)),
                Dependency(key("ViewModel"), kind: .property, location: at(2, 30)),
            ]),
        ])
        #expect(graph.validate().compactMap(\.location) == [at(1, 20), at(2, 20), at(2, 30)])
    }
}
