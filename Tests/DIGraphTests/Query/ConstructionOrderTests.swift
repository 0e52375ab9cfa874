import DIGraph
import Testing

@Suite("Construction order")
struct ConstructionOrderTests {
    @Test("dependencies come before dependents; deferred and injected edges do not order")
    func dependenciesFirst() throws {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("Screen"), in: "App", dependencies: [Dependency(key("Store")), Dependency(key("Logger"), kind: .lazy)], location: at(1)),
            Binding(key("Store"), in: "App", dependencies: [Dependency(key("Database"))], location: at(2)),
            Binding(key("Logger"), in: "App", dependencies: [Dependency(key("Screen"), kind: .property)], location: at(3)),
            Binding(key("Database"), in: "App", location: at(4)),
        ])
        #expect(try graph.constructionOrder().map(\.key.description) == ["Logger", "Database", "Store", "Screen"])
    }

    @Test("the order does not depend on insertion order")
    func deterministic() throws {
        var graph = Graph(containers: [ContainerSpec(name: "App")], bindings: (0..<30).map { number in
            Binding(key("S\(number)"), in: "App", dependencies: number % 3 == 0 ? [] : [Dependency(key("S\(number / 3 * 3)"))], location: at(number + 1))
        })
        let expected = try graph.constructionOrder().map(\.key)
        var generator = SplitMix(seed: 1)
        for _ in 0..<10 {
            graph.bindings.shuffle(using: &generator)
            #expect(try graph.constructionOrder().map(\.key) == expected)
        }
    }

    @Test("a cycle throws its dependencyCycle diagnostic")
    func cycleThrows() {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("A"), in: "App", dependencies: [Dependency(key("B"), location: at(1, 5))], location: at(1)),
            Binding(key("B"), in: "App", dependencies: [Dependency(key("A"), location: at(2, 5))], location: at(2)),
        ])
        #expect {
            try graph.constructionOrder()
        } throws: { error in
            (error as? Diagnostic)?.message == "dependency cycle: A -> B -> A"
        }
    }
}
