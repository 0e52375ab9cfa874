import DIGraph
import Testing

/// The rules about collections, each asserted as the whole rendered text.
@Suite("Collection rules, as rendered")
struct CollectionRuleTests {
    let plugins = key("[any Plugin]")
    let handlers = key("[String: any Handler]")
    let app = ContainerSpec(name: "App", location: at(1, 1, file: "App.swift"))
    let feature = ContainerSpec(name: "Feature", parents: ["App"], location: at(1, 1, file: "Feature.swift"))

    func entry(_ name: DictionaryKey, _ maker: String, in container: String, _ location: DIGraph.SourceLocation) -> Binding {
        Binding(handlers, in: container, source: .initializer(maker), location: location, contribution: .entry(name))
    }

    func host(in container: String = "App", needs collection: ServiceKey, kind: Dependency.Kind = .direct,
              lifetime: Lifetime = .transient, line: Int = 30) -> Binding {
        Binding(key("Host"), in: container, source: .initializer("Host"), lifetime: lifetime,
                dependencies: [Dependency(collection, kind: kind, label: "items", location: at(line, 20))], location: at(line))
    }

    @Test("a dictionary key contributed in a parent and in its child is a duplicateBinding naming both")
    func keyedDuplicateAcrossParentAndChild() {
        let graph = Graph(containers: [app, feature], bindings: [
            entry("deeplink", "AppLinkHandler", in: "App", at(10)),
            entry("deeplink", "FeatureLinkHandler", in: "Feature", at(5, 1, file: "Feature.swift")),
        ])
        #expect(rendered(graph) == """
            Feature.swift:5:1: error: [duplicateBinding] duplicate key "deeplink" in '[String: Handler]': contributed in container 'App' and in container 'Feature'
            App.swift:10:1: note: first contributed here, in container 'App'
            Feature.swift:5:1: note: contributed again here, in container 'Feature'
            note: remove one of the two entries, or contribute one under another key
            """)
    }

    @Test("a dictionary key contributed twice in one container is a duplicateBinding")
    func keyedDuplicateInOneContainer() {
        let graph = Graph(containers: [app], bindings: [
            entry(7, "First", in: "App", at(10)),
            entry(7, "Second", in: "App", at(11)),
            entry(8, "Other", in: "App", at(12)),
        ])
        #expect(rendered(graph) == """
            App.swift:11:1: error: [duplicateBinding] duplicate key 7 in '[String: Handler]': contributed twice in container 'App'
            App.swift:10:1: note: first contributed here, in container 'App'
            App.swift:11:1: note: contributed again here, in container 'App'
            note: remove one of the two entries, or contribute one under another key
            """)
    }

    @Test("one dictionary key in two sibling containers is fine; a child of both sees them together")
    func siblingsAndTheirCommonChild() {
        let left = ContainerSpec(name: "Left", parents: ["App"])
        let right = ContainerSpec(name: "Right", parents: ["App"])
        let siblings = Graph(containers: [app, left, right], bindings: [
            entry("deeplink", "LeftHandler", in: "Left", at(10)),
            entry("deeplink", "RightHandler", in: "Right", at(11)),
        ])
        #expect(rendered(siblings) == "")
        var both = siblings
        both.containers.append(ContainerSpec(name: "Both", parents: ["Left", "Right"]))
        #expect(rendered(both) == """
            App.swift:11:1: error: [duplicateBinding] duplicate key "deeplink" in '[String: Handler]': contributed in container 'Left' and in container 'Right', both seen from container 'Both'
            App.swift:10:1: note: first contributed here, in container 'Left'
            App.swift:11:1: note: contributed again here, in container 'Right'
            note: remove one of the two entries, or contribute one under another key
            """)
    }

    @Test("a request for a collection nothing visible contributes to is an emptyCollection warning")
    func emptyCollection() {
        let graph = Graph(containers: [app, feature], bindings: [
            Binding(plugins, in: "Feature", source: .initializer("FeaturePlugin"), location: at(5, 1, file: "Feature.swift"),
                    contribution: .element),
            host(needs: plugins),
        ])
        #expect(rendered(graph) == """
            App.swift:30:20: warning: [emptyCollection] 'Host' needs '[Plugin]' for 'items', but nothing visible in container 'App' contributes to '[Plugin]'
            Feature.swift:5:1: note: '[Plugin]' has contributions in container 'Feature', which is not visible from 'App'
            note: contribute to '[Plugin]' in container 'App' or an ancestor, or declare in one of them that '[Plugin]' may be empty
            """)
    }

    @Test("a collection declared as possibly empty, in the container or an ancestor, resolves to empty quietly")
    func declaredEmptyCollection() {
        var declaring = app
        declaring.declaredCollections = [.init(plugins, location: at(2))]
        let graph = Graph(containers: [declaring, feature], bindings: [
            host(in: "Feature", needs: plugins),
            host(in: "App", needs: plugins, line: 31),
        ])
        #expect(rendered(graph) == "")
        #expect(graph.contributions(to: plugins, in: "Feature").isEmpty)
    }

    @Test("an optional request for an empty collection is not reported")
    func optionalRequest() {
        let graph = Graph(containers: [app, feature], bindings: [
            Binding(plugins, in: "Feature", location: at(5), contribution: .element),
            host(needs: plugins, kind: .optional),
        ])
        #expect(rendered(graph) == "")
    }

    @Test("a cycle through a collection shows the collection and the contribution on its path")
    func cycleThroughCollection() {
        let graph = Graph(containers: [app], bindings: [
            Binding(plugins, in: "App", source: .initializer("AnalyticsPlugin"),
                    dependencies: [Dependency(key("Host"), label: "host", location: at(10, 30))], location: at(10),
                    contribution: .element),
            host(needs: plugins),
        ])
        #expect(rendered(graph) == """
            App.swift:10:30: error: [dependencyCycle] dependency cycle: [Plugin] element AnalyticsPlugin -> Host -> [Plugin] -> [Plugin] element AnalyticsPlugin
            App.swift:10:30: note: '[Plugin]' element 'AnalyticsPlugin' needs 'Host' for 'host'
            App.swift:30:20: note: 'Host' needs '[Plugin]' for 'items'
            App.swift:10:1: note: '[Plugin]' has element 'AnalyticsPlugin'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test("a lazy request for a collection breaks the cycle")
    func lazyCollectionBreaksCycle() {
        let graph = Graph(containers: [app], bindings: [
            Binding(plugins, in: "App", dependencies: [Dependency(key("Host"), location: at(10, 30))], location: at(10),
                    contribution: .element),
            host(needs: plugins, kind: .lazy),
        ])
        #expect(rendered(graph) == "")
    }

    @Test("a contribution's missing dependency is a missingBinding naming the contribution")
    func contributionMissingDependency() {
        let graph = Graph(containers: [app], bindings: [
            Binding(handlers, in: "App", dependencies: [Dependency(key("Router"), label: "router", location: at(10, 30))],
                    location: at(10), contribution: .entry("deeplink")),
        ])
        #expect(rendered(graph) == """
            App.swift:10:30: error: [missingBinding] '[String: Handler]' entry "deeplink" needs 'Router' for 'router', but no binding for 'Router' is visible in container 'App'
            """)
    }

    @Test("a singleton holding a collection captures its transient elements, each named")
    func captiveThroughCollection() {
        let graph = Graph(containers: [app], bindings: [
            Binding(plugins, in: "App", source: .initializer("AnalyticsPlugin"), location: at(10), contribution: .element),
            Binding(plugins, in: "App", lifetime: .singleton, location: at(11), contribution: .element),
            Binding(plugins, in: "App", lifetime: .weakSingleton, location: at(12), contribution: .element),
            host(needs: plugins, lifetime: .singleton),
        ])
        #expect(rendered(graph) == """
            App.swift:30:20: warning: [captiveDependency] singleton 'Host' captures transient '[Plugin]' element 'AnalyticsPlugin' for 'items' for the container's whole life
            note: make '[Plugin]' element 'AnalyticsPlugin' a singleton, or depend on a provider to get a new one each time
            App.swift:30:20: warning: [captiveDependency] singleton 'Host' captures weak singleton '[Plugin]' element from container 'App' for 'items' for the container's whole life
            note: make '[Plugin]' element from container 'App' a singleton, or depend on it lazily
            """)
    }

    @Test("a nonisolated requester of a collection with a main-actor contribution is an isolationMismatch")
    func isolationThroughCollection() {
        let graph = Graph(containers: [app], bindings: [
            Binding(plugins, in: "App", source: .initializer("ToolbarPlugin"), location: at(10), isolation: .mainActor,
                    contribution: .element),
            Binding(plugins, in: "App", source: .initializer("LogPlugin"), location: at(11), contribution: .element),
            host(needs: plugins),
        ])
        #expect(rendered(graph) == """
            App.swift:30:20: error: [isolationMismatch] 'Host' is made synchronously and nonisolated, but needs '[Plugin]' for 'items', whose element 'ToolbarPlugin' must be made on '@MainActor'
            App.swift:30:1: note: 'Host' is bound here, made synchronously and nonisolated
            App.swift:10:1: note: '[Plugin]' element 'ToolbarPlugin' is bound here, made synchronously on '@MainActor'
            note: isolate 'Host' to '@MainActor' too, so both are made on the same actor
            note: mark 'ToolbarPlugin.init' 'nonisolated', so any context can make '[Plugin]' element 'ToolbarPlugin'
            note: depend on '[Plugin]' through 'Provider' or 'Lazy' (made when used), or make 'Host' async so it can await the hop to '@MainActor'
            """)
        var isolatedHost = graph
        isolatedHost.bindings[2].isolation = .mainActor
        #expect(rendered(isolatedHost) == "")
    }

    @Test("a synchronous requester of a collection with an async contribution is an asyncDependency")
    func asyncThroughCollection() {
        let graph = Graph(containers: [app], bindings: [
            Binding(plugins, in: "App", source: .initializer("RemotePlugin"), location: at(10), isAsync: true, contribution: .element),
            host(needs: plugins),
        ])
        #expect(rendered(graph) == """
            App.swift:30:20: error: [asyncDependency] 'Host' is made synchronously, but needs '[Plugin]' for 'items', whose element 'RemotePlugin' can only be made with 'await'
            App.swift:30:1: note: 'Host' is bound here, made synchronously and nonisolated
            App.swift:10:1: note: '[Plugin]' element 'RemotePlugin' is bound here, made asynchronously and nonisolated
            note: make 'Host' async (an async initializer or factory), so it can await '[Plugin]'
            note: depend on '[Plugin]' through 'Provider' or 'Lazy' (made when used)
            """)
    }

    @Test("a key both bound and contributed to where one container sees both is a duplicateBinding")
    func boundAndContributed() {
        let graph = Graph(containers: [app, feature], bindings: [
            Binding(plugins, in: "App", location: at(10)),
            Binding(plugins, in: "Feature", source: .initializer("FeaturePlugin"), location: at(5, 1, file: "Feature.swift"),
                    contribution: .element),
        ])
        #expect(rendered(graph) == """
            App.swift:10:1: error: [duplicateBinding] '[Plugin]' is bound in container 'App' and contributed to in container 'Feature'; a key is either provided or collected
            Feature.swift:5:1: note: '[Plugin]' element 'FeaturePlugin' is contributed here
            note: make the binding a contribution too, or remove the contributions
            """)
        var sameContainer = graph
        sameContainer.bindings[1].container = "App"
        #expect(rendered(sameContainer) == """
            App.swift:10:1: error: [duplicateBinding] '[Plugin]' is both bound in container 'App' and contributed to in it; a key is either provided or collected
            Feature.swift:5:1: note: '[Plugin]' element 'FeaturePlugin' is contributed here
            note: make the binding a contribution too, or remove the contributions
            """)
    }
}
