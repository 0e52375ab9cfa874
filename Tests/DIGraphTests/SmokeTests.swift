import DIGraph
import Testing

@Test func smoke() {
    let graph = Graph(
        containers: [ContainerSpec(name: "App", location: at(1))],
        bindings: [
            Binding(key("A"), in: "App", dependencies: [Dependency(key("B"), label: "b", location: at(3, 10))], location: at(2)),
            Binding(key("B"), in: "App", dependencies: [Dependency(key("A"), label: "a", location: at(5, 10))], location: at(4)),
            Binding(key("C"), in: "App", lifetime: .singleton, dependencies: [Dependency(key("Fooo"), label: "foo", location: at(7, 10)), Dependency(key("A"), label: "a", location: at(8, 10))], location: at(6)),
            Binding(key("Foo"), in: "App", location: at(9)),
        ])
    print(rendered(graph))
}
