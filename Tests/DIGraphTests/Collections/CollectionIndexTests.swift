import DIGraph
import Testing

/// What front-ends read from the index: the ordered contributions of a (container, collection key), and what a
/// collection key resolves to.
@Suite("Collections in the graph index")
struct CollectionIndexTests {
    let plugins = key("[Plugin]")
    let graph = Graph(
        containers: [ContainerSpec(name: "App"), ContainerSpec(name: "Feature", parents: ["App"])],
        bindings: [
            Binding(key("[Plugin]"), in: "Feature", location: at(1), contribution: .element),
            Binding(key("[Plugin]"), in: "App", location: at(2), contribution: .element),
            Binding(key("Host"), in: "Feature", dependencies: [Dependency(key("[Plugin]"))], location: at(3)),
            Binding(key("Clock"), in: "App", location: at(4)),
        ])

    @Test("contributions(to:in:) lists binding numbers in collection order, and nil for a key that is no collection")
    func orderedContributions() throws {
        let index = GraphIndex(graph)
        let app = try #require(index.containerIndex["App"])
        let feature = try #require(index.containerIndex["Feature"])
        #expect(index.contributions(to: plugins, in: feature) == [1, 0])
        #expect(index.contributions(to: plugins, in: app) == [1])
        #expect(index.contributions(to: key("Clock"), in: app) == nil)
        #expect(index.contributions(to: key("[Unknown]"), in: app) == nil)
    }

    @Test("a requested collection resolves to its node, whose edges are the contributions; contributions provide nothing")
    func requestedCollectionResolvesToItsNode() throws {
        let index = GraphIndex(graph)
        let feature = try #require(index.containerIndex["Feature"])
        guard case .found(let node) = index.resolve(plugins, from: feature) else {
            Issue.record("'[Plugin]' from 'Feature' resolved to \(index.resolve(plugins, from: feature)), not its collection node")
            return
        }
        #expect(index.isCollectionNode(node))
        #expect(node == graph.bindings.count, "the node comes after the bindings given")
        #expect(Array(index.edgeTargets[index.edgeStart[node]..<index.edgeStart[node + 1]]) == [1, 0])
        #expect(index.graph.bindings[node].key == plugins)
        #expect(!index.isCollectionNode(3))
    }

    @Test("a graph without contributions has no collection table and no extra node")
    func noContributionsNoTable() {
        let plain = Graph(containers: [ContainerSpec(name: "App")], bindings: [Binding(key("Clock"), in: "App")])
        let index = GraphIndex(plain)
        #expect(index.collections == nil)
        #expect(index.graph == plain)
    }

    @Test("a declaration in a child does not quiet a request from its parent")
    func declarationHoldsDownwardOnly() {
        var feature = ContainerSpec(name: "Feature", parents: ["App"])
        feature.declaredCollections = [.init(plugins, location: at(1))]
        let declaredInChild = Graph(containers: [ContainerSpec(name: "App"), feature], bindings: [
            Binding(key("Host"), in: "App", dependencies: [Dependency(plugins, location: at(3, 9))], location: at(3)),
            Binding(key("Screen"), in: "Feature", dependencies: [Dependency(plugins, location: at(4, 9))], location: at(4)),
        ])
        #expect(rendered(declaredInChild) == """
            App.swift:3:9: warning: [emptyCollection] 'Host' needs '[Plugin]', but nothing visible in container 'App' contributes to '[Plugin]'
            note: contribute to '[Plugin]' in container 'App' or an ancestor, or declare in one of them that '[Plugin]' may be empty
            """)
    }
}
