import DIGraph
import Testing

/// One test per diagnostic code, asserting the whole rendered text: message, notes and suggestions.
@Suite("Every diagnostic code, as rendered")
struct DiagnosticCodeTests {
    let app = ContainerSpec(name: "AppContainer", scope: "App", location: at(1, 1, file: "AppContainer.swift"))

    @Test("missingBinding names the key, the requester, the container and ranks suggestions")
    func missingBinding() {
        let session = ContainerSpec(name: "SessionContainer", parents: ["AppContainer"], location: at(1, 1, file: "Session.swift"))
        let graph = Graph(containers: [app, session], bindings: [
            Binding(key("Networking", tag: "dev"), in: "AppContainer", location: at(10)),
            Binding(key("Networkin"), in: "AppContainer", location: at(11)),
            Binding(key("Networking?"), in: "AppContainer", location: at(12)),
            Binding(key("Networking"), in: "SessionContainer", location: at(13, 1, file: "Session.swift")),
            Binding(key("Feed"), in: "AppContainer",
                    dependencies: [Dependency(key("Networking"), label: "network", location: at(20, 15))], location: at(20)),
        ])
        #expect(rendered(graph) == """
            App.swift:20:15: error: [missingBinding] 'Feed' needs 'Networking' for 'network', but no binding for 'Networking' is visible in container 'AppContainer'
            App.swift:10:1: note: 'Networking (tag "dev")' is bound here; did you mean tag "dev"?
            App.swift:11:1: note: did you mean 'Networkin'?
            App.swift:12:1: note: did you mean 'Networking?'? it is bound here
            Session.swift:13:1: note: 'Networking' is bound in container 'SessionContainer', which is not visible from 'AppContainer'
            """)
    }

    @Test("missingBinding without any near miss has no suggestion lines")
    func missingBindingWithoutSuggestions() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Feed"), in: "AppContainer", dependencies: [Dependency(key("Clock"), location: at(3, 9))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:9: error: [missingBinding] 'Feed' needs 'Clock', but no binding for 'Clock' is visible in container 'AppContainer'
            """)
    }

    @Test("a tagged request with only other tags bound suggests them")
    func missingTaggedBinding() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Api", tag: "prod"), in: "AppContainer", location: at(2)),
            Binding(key("Feed"), in: "AppContainer",
                    dependencies: [Dependency(key("Api", tag: "staging"), label: "api", location: at(3, 9))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:9: error: [missingBinding] 'Feed' needs 'Api (tag "staging")' for 'api', but no binding for 'Api (tag "staging")' is visible in container 'AppContainer'
            App.swift:2:1: note: 'Api (tag "prod")' is bound here; did you mean tag "prod"?
            """)
    }

    @Test("dependencyCycle shows the whole path once, with one note per edge")
    func dependencyCycle() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("A"), in: "AppContainer", dependencies: [Dependency(key("B"), label: "b", location: at(1, 20))], location: at(1)),
            Binding(key("B"), in: "AppContainer", dependencies: [Dependency(key("C"), label: "c", location: at(2, 20))], location: at(2)),
            Binding(key("C"), in: "AppContainer", dependencies: [Dependency(key("A"), label: "a", location: at(3, 20))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:1:20: error: [dependencyCycle] dependency cycle: A -> B -> C -> A
            App.swift:1:20: note: 'A' needs 'B' for 'b'
            App.swift:2:20: note: 'B' needs 'C' for 'c'
            App.swift:3:20: note: 'C' needs 'A' for 'a'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test("a self-edge is a cycle of one")
    func selfEdge() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("A"), in: "AppContainer", dependencies: [Dependency(key("A"), label: "a", location: at(1, 20))], location: at(1)),
        ])
        #expect(rendered(graph) == """
            App.swift:1:20: error: [dependencyCycle] dependency cycle: A -> A
            App.swift:1:20: note: 'A' needs 'A' for 'a'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test("a lazy or provider edge breaks a cycle", arguments: [Dependency.Kind.lazy, .provider])
    func deferredEdgeBreaksCycle(kind: Dependency.Kind) {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("A"), in: "AppContainer", dependencies: [Dependency(key("B"))]),
            Binding(key("B"), in: "AppContainer", dependencies: [Dependency(key("A"), kind: kind)]),
        ])
        #expect(graph.validate() == [])
    }

    @Test("a cycle closed by injection is fine when a node on it is cached", arguments: [Lifetime.graph, .singleton, .eagerSingleton, .weakSingleton])
    func injectionCycleWithCachedNode(lifetime: Lifetime) {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("A"), in: "AppContainer", lifetime: lifetime, dependencies: [Dependency(key("B"))]),
            Binding(key("B"), in: "AppContainer", dependencies: [Dependency(key("A"), kind: .property)]),
        ])
        #expect(graph.validate().filter { $0.code == .dependencyCycle } == [])
    }

    @Test("a cycle closed by injection between transient bindings is an error")
    func injectionCycleBetweenTransients() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("A"), in: "AppContainer", dependencies: [Dependency(key("B"), label: "b", location: at(1, 20))], location: at(1)),
            Binding(key("B"), in: "AppContainer", dependencies: [Dependency(key("A"), kind: .method, label: "a", location: at(2, 20))], location: at(2)),
        ])
        #expect(rendered(graph) == """
            App.swift:2:20: error: [dependencyCycle] dependency cycle through injection between transient bindings: B -> A -> B
            App.swift:2:20: note: 'B' needs 'A' for 'a' (method injection)
            App.swift:1:20: note: 'A' needs 'B' for 'b'
            note: make a binding on the cycle a singleton or graph-scoped, or make one edge lazy
            """)
    }

    @Test("duplicateBinding points at both bindings")
    func duplicateBinding() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Logger"), in: "AppContainer", location: at(4)),
            Binding(key("Logger"), in: "AppContainer", location: at(9)),
        ])
        #expect(rendered(graph) == """
            App.swift:9:1: error: [duplicateBinding] 'Logger' is bound twice in container 'AppContainer'
            App.swift:4:1: note: first bound here
            note: remove one binding, or give one of them a tag
            """)
    }

    @Test("the same key in two containers, or under two tags, is no duplicate")
    func sameKeyElsewhereIsNoDuplicate() {
        let graph = Graph(containers: [app, ContainerSpec(name: "Other")], bindings: [
            Binding(key("Logger"), in: "AppContainer"),
            Binding(key("Logger"), in: "Other"),
            Binding(key("Logger", tag: "file"), in: "AppContainer"),
        ])
        #expect(graph.validate() == [])
    }

    @Test("ambiguousBinding names both parents that provide the key")
    func ambiguousBinding() {
        let graph = Graph(containers: [
            ContainerSpec(name: "Analytics", location: at(1, 1, file: "Analytics.swift")),
            ContainerSpec(name: "Storage", location: at(1, 1, file: "Storage.swift")),
            ContainerSpec(name: "Feature", parents: ["Analytics", "Storage"], location: at(1, 1, file: "Feature.swift")),
        ], bindings: [
            Binding(key("Logger"), in: "Analytics", location: at(5, 1, file: "Analytics.swift")),
            Binding(key("Logger"), in: "Storage", location: at(6, 1, file: "Storage.swift")),
            Binding(key("Screen"), in: "Feature",
                    dependencies: [Dependency(key("Logger"), label: "logger", location: at(8, 12, file: "Feature.swift"))]),
        ])
        #expect(rendered(graph) == """
            Feature.swift:8:12: error: [ambiguousBinding] 'Logger' is ambiguous in container 'Feature': parents 'Analytics' and 'Storage' both provide it
            Analytics.swift:5:1: note: provided through parent 'Analytics' by container 'Analytics'
            Storage.swift:6:1: note: provided through parent 'Storage' by container 'Storage'
            note: bind 'Logger' in 'Feature' to choose one, or tag the bindings apart
            """)
    }

    @Test("captiveDependency warns when a singleton holds a transient, even through an alias")
    func captiveDependency() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Formatter"), in: "AppContainer", location: at(1)),
            Binding(key("Formatting"), in: "AppContainer", source: .alias(key("Formatter")),
                    dependencies: [Dependency(key("Formatter"))], location: at(2)),
            Binding(key("Reporter"), in: "AppContainer", lifetime: .singleton,
                    dependencies: [Dependency(key("Formatting"), label: "formatter", location: at(3, 20))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: warning: [captiveDependency] singleton 'Reporter' captures transient 'Formatter' for 'formatter' for the container's whole life
            note: make 'Formatter' a singleton, or depend on a provider to get a new one each time
            """)
        #expect(graph.validate().map(\.severity) == [.warning])
    }

    @Test("a singleton holding a weak singleton is captive; through a provider it is not")
    func captiveWeakSingleton() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Session"), in: "AppContainer", lifetime: .weakSingleton),
            Binding(key("Holder"), in: "AppContainer", lifetime: .eagerSingleton,
                    dependencies: [Dependency(key("Session"), label: "session", location: at(3, 20))]),
            Binding(key("Deferred"), in: "AppContainer", lifetime: .singleton,
                    dependencies: [Dependency(key("Session"), kind: .provider)]),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: warning: [captiveDependency] singleton 'Holder' captures weak singleton 'Session' for 'session' for the container's whole life
            note: make 'Session' a singleton, or depend on it lazily
            """)
    }

    @Test("unknownContainer for a parent and for a binding, with did-you-mean")
    func unknownContainer() {
        let graph = Graph(containers: [
            app,
            ContainerSpec(name: "UserContainer", parents: ["AppContaner"], location: at(5, 1, file: "User.swift")),
        ], bindings: [
            Binding(key("Foo"), in: "UserContainr", location: at(7)),
        ])
        #expect(rendered(graph) == """
            App.swift:7:1: error: [unknownContainer] 'Foo' is bound in container 'UserContainr', which is not a declared container
            note: did you mean 'UserContainer'?
            User.swift:5:1: error: [unknownContainer] container 'UserContainer' depends on 'AppContaner', which is not a declared container
            note: did you mean 'AppContainer'?
            """)
    }

    @Test("containerCycle shows the loop of dependsOn once")
    func containerCycle() {
        let graph = Graph(containers: [
            ContainerSpec(name: "B", parents: ["C"], location: at(2)),
            ContainerSpec(name: "A", parents: ["B"], location: at(1)),
            ContainerSpec(name: "C", parents: ["A"], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:1:1: error: [containerCycle] containers depend on each other in a cycle: 'A' -> 'B' -> 'C' -> 'A'
            App.swift:1:1: note: 'A' depends on 'B'
            App.swift:2:1: note: 'B' depends on 'C'
            App.swift:3:1: note: 'C' depends on 'A'
            """)
    }

    @Test("externalConflict when a key is both an external and a binding")
    func externalConflict() {
        let graph = Graph(containers: [
            ContainerSpec(name: "AppContainer", externals: [.init(key("Logger"), location: at(1, 30))]),
        ], bindings: [Binding(key("Logger"), in: "AppContainer", location: at(4))])
        #expect(rendered(graph) == """
            App.swift:4:1: error: [externalConflict] 'Logger' is both an external of container 'AppContainer' and bound in it
            App.swift:1:30: note: declared as an external here
            note: remove the binding or the external, or give the binding a tag
            """)
    }

    @Test("weakExternalNotOptional for weak Foo; weak Foo?, weak Foo! and unowned Foo are fine")
    func weakExternalNotOptional() {
        let graph = Graph(containers: [
            ContainerSpec(name: "AppContainer", externals: [
                .init(key("Foo"), ownership: .weak, location: at(1, 20)),
                .init(key("Bar?"), ownership: .weak),
                .init(key("Qux!"), ownership: .weak),
                .init(key("Baz"), ownership: .unowned),
            ]),
        ])
        #expect(rendered(graph) == """
            App.swift:1:20: error: [weakExternalNotOptional] weak external 'Foo' of container 'AppContainer' must be optional
            note: write 'weak Foo?', or drop 'weak'
            """)
    }

    @Test("duplicateContainer when two containers share a name")
    func duplicateContainer() {
        let graph = Graph(containers: [
            ContainerSpec(name: "AppContainer", location: at(1)),
            ContainerSpec(name: "AppContainer", location: at(9)),
        ])
        #expect(rendered(graph) == """
            App.swift:9:1: error: [duplicateContainer] container 'AppContainer' is declared more than once
            App.swift:1:1: note: 'AppContainer' is first declared here
            """)
    }

    @Test("isolationMismatch names both bindings and both isolations, with a note at each and three ways out")
    func isolationMismatch() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("ViewModel"), in: "AppContainer", source: .initializer("ViewModel.init(store:)"), lifetime: .singleton,
                    location: at(1), isolation: .mainActor),
            Binding(key("Settings"), in: "AppContainer",
                    dependencies: [Dependency(key("ViewModel"), label: "model", location: at(3, 20))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: error: [isolationMismatch] 'Settings' is made synchronously and nonisolated, but needs 'ViewModel' for 'model', which must be made on '@MainActor'
            App.swift:3:1: note: 'Settings' is bound here, made synchronously and nonisolated
            App.swift:1:1: note: 'ViewModel' is bound here, made synchronously on '@MainActor'
            note: isolate 'Settings' to '@MainActor' too, so both are made on the same actor
            note: mark 'ViewModel.init(store:)' 'nonisolated', so any context can make 'ViewModel'
            note: depend on 'ViewModel' through 'Provider' or 'Lazy' (made when used), or make 'Settings' async so it can await the hop to '@MainActor'
            """)
    }

    @Test("isolationMismatch on a custom global actor, through property injection into a factory")
    func isolationMismatchOnCustomActor() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Database"), in: "AppContainer", location: at(1), isolation: .globalActor("DatabaseActor")),
            Binding(key("Screen"), in: "AppContainer",
                    dependencies: [Dependency(key("Database"), kind: .property, label: "database", location: at(3, 20))],
                    location: at(3), isolation: .mainActor),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: error: [isolationMismatch] 'Screen' is made synchronously on '@MainActor', but needs 'Database' for 'database' (property injection), which must be made on '@DatabaseActor'
            App.swift:3:1: note: 'Screen' is bound here, made synchronously on '@MainActor'
            App.swift:1:1: note: 'Database' is bound here, made synchronously on '@DatabaseActor'
            note: isolate 'Screen' to '@DatabaseActor' instead of '@MainActor', so both are made on the same actor
            note: mark the factory of 'Database' 'nonisolated', so any context can make 'Database'
            note: depend on 'Database' through 'Provider' or 'Lazy' (made when used), or make 'Screen' async so it can await the hop to '@DatabaseActor'
            """)
    }

    @Test("asyncDependency names both bindings, with a note at each and two ways out")
    func asyncDependency() {
        let graph = Graph(containers: [app], bindings: [
            Binding(key("Store"), in: "AppContainer", location: at(1), isolation: .mainActor, isAsync: true),
            Binding(key("Settings"), in: "AppContainer",
                    dependencies: [Dependency(key("Store"), label: "store", location: at(3, 20))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: error: [asyncDependency] 'Settings' is made synchronously, but needs 'Store' for 'store', which can only be made with 'await'
            App.swift:3:1: note: 'Settings' is bound here, made synchronously and nonisolated
            App.swift:1:1: note: 'Store' is bound here, made asynchronously on '@MainActor'
            note: make 'Settings' async (an async initializer or factory), so it can await 'Store'
            note: depend on 'Store' through 'Provider' or 'Lazy' (made when used)
            """)
    }

    @Test("emptyCollection when a request for a collection sees no contribution, naming the containers whose ones it cannot see")
    func emptyCollection() {
        let feature = ContainerSpec(name: "FeatureContainer", parents: ["AppContainer"], location: at(1, 1, file: "Feature.swift"))
        let graph = Graph(containers: [app, feature], bindings: [
            Binding(key("[Plugin]"), in: "FeatureContainer", location: at(2, 1, file: "Feature.swift"), contribution: .element),
            Binding(key("Host"), in: "AppContainer",
                    dependencies: [Dependency(key("[Plugin]"), label: "plugins", location: at(3, 20))], location: at(3)),
        ])
        #expect(rendered(graph) == """
            App.swift:3:20: warning: [emptyCollection] 'Host' needs '[Plugin]' for 'plugins', but nothing visible in container 'AppContainer' contributes to '[Plugin]'
            Feature.swift:2:1: note: '[Plugin]' has contributions in container 'FeatureContainer', which is not visible from 'AppContainer'
            note: contribute to '[Plugin]' in container 'AppContainer' or an ancestor, or declare in one of them that '[Plugin]' may be empty
            """)
    }
}
