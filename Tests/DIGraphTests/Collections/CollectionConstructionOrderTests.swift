import DIGraph
import Testing

@Suite("Construction order through collections")
struct CollectionConstructionOrderTests {
    @Test("a binding that needs a collection is constructed after every contribution it collects")
    func afterContributions() throws {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("Host"), in: "App", dependencies: [Dependency(key("[Plugin]"))], location: at(1)),
            Binding(key("[Plugin]"), in: "App", source: .initializer("Second"), location: at(3), contribution: .element),
            Binding(key("[Plugin]"), in: "App", source: .initializer("First"), dependencies: [Dependency(key("Clock"))],
                    location: at(2), contribution: .element),
            Binding(key("Clock"), in: "App", location: at(4)),
        ])
        let order = try graph.constructionOrder().map { binding in
            if case .initializer(let name) = binding.source { return name }
            return binding.key.description
        }
        #expect(order == ["Second", "Clock", "First", "Host"])
    }
}
