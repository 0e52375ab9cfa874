import DIGraph
import Testing

/// Which contributions a request for a collection sees, and in which order (``Graph/contributions(to:in:)``).
@Suite("Collection order and visibility")
struct CollectionOrderTests {
    let plugins = key("[any Plugin]")

    func element(_ maker: String, in container: String, line: Int) -> Binding {
        Binding(plugins, in: container, source: .initializer(maker), location: at(line), contribution: .element)
    }

    /// The makers of the contributions `container` collects, in order.
    func order(_ graph: Graph, from container: String) -> [String] {
        graph.contributions(to: plugins, in: container).map { binding in
            if case .initializer(let name) = binding.source { return name }
            return "?"
        }
    }

    @Test("a grandparent's contributions come first, then the parent's, then the child's, each in registration order")
    func grandparentParentChild() {
        let graph = Graph(
            containers: [
                ContainerSpec(name: "Child", parents: ["Parent"]),
                ContainerSpec(name: "Parent", parents: ["Root"]),
                ContainerSpec(name: "Root"),
            ],
            bindings: [
                element("C1", in: "Child", line: 1),
                element("P1", in: "Parent", line: 2),
                element("R1", in: "Root", line: 3),
                element("C2", in: "Child", line: 4),
                element("R2", in: "Root", line: 5),
                element("P2", in: "Parent", line: 6),
            ])
        #expect(order(graph, from: "Child") == ["R1", "R2", "P1", "P2", "C1", "C2"])
        #expect(order(graph, from: "Parent") == ["R1", "R2", "P1", "P2"])
        #expect(order(graph, from: "Root") == ["R1", "R2"])
    }

    @Test("with two parents, each parent's line comes in declaration order, a shared ancestor once and first")
    func twoParents() {
        let graph = Graph(
            containers: [
                ContainerSpec(name: "Root"),
                ContainerSpec(name: "Analytics", parents: ["Root"]),
                ContainerSpec(name: "Storage", parents: ["Root"]),
                ContainerSpec(name: "Feature", parents: ["Storage", "Analytics"]),
            ],
            bindings: [
                element("F", in: "Feature", line: 1),
                element("A", in: "Analytics", line: 2),
                element("S", in: "Storage", line: 3),
                element("R", in: "Root", line: 4),
            ])
        #expect(order(graph, from: "Feature") == ["R", "S", "A", "F"])
    }

    @Test("a parent never sees its child's contributions, and a sibling never sees another's")
    func parentDoesNotSeeChild() {
        let graph = Graph(
            containers: [
                ContainerSpec(name: "App"),
                ContainerSpec(name: "Feature", parents: ["App"]),
                ContainerSpec(name: "Settings", parents: ["App"]),
            ],
            bindings: [element("AppPlugin", in: "App", line: 1), element("FeaturePlugin", in: "Feature", line: 2)])
        #expect(order(graph, from: "App") == ["AppPlugin"])
        #expect(order(graph, from: "Feature") == ["AppPlugin", "FeaturePlugin"])
        #expect(order(graph, from: "Settings") == ["AppPlugin"])
    }

    @Test("a key nothing contributes to, or an unknown container, has no contributions")
    func noContributions() {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [element("AppPlugin", in: "App", line: 1)])
        #expect(graph.contributions(to: key("[Other]"), in: "App").isEmpty)
        #expect(graph.contributions(to: plugins, in: "Nowhere").isEmpty)
    }

    @Test("several contributions to one key in one container are elements, not duplicates")
    func severalInOneContainerAreFine() {
        let graph = Graph(
            containers: [ContainerSpec(name: "App")],
            bindings: [
                element("A", in: "App", line: 1), element("B", in: "App", line: 2),
                Binding(key("Host"), in: "App", dependencies: [Dependency(plugins, label: "plugins", location: at(3, 9))], location: at(3)),
            ])
        #expect(rendered(graph) == "")
        #expect(order(graph, from: "App") == ["A", "B"])
    }

    @Test("a contribution does not provide its key to a plain lookup: a container that sees only a binding gets it")
    func plainBindingElsewhere() {
        let graph = Graph(
            containers: [ContainerSpec(name: "App"), ContainerSpec(name: "Other")],
            bindings: [
                element("A", in: "App", line: 1),
                Binding(plugins, in: "Other", location: at(2)),
                Binding(key("Host"), in: "Other", dependencies: [Dependency(plugins, location: at(3, 9))], location: at(3)),
            ])
        #expect(rendered(graph) == "")
    }
}
