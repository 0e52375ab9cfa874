/// Everything a front-end knows about its containers and bindings, in one value every rule runs over.
///
/// ```swift
/// var graph = Graph()
/// graph.containers.append(ContainerSpec(name: "AppContainer"))
/// graph.bindings.append(Binding(ServiceKey(try TypeName(parsing: "Foo")), in: "AppContainer"))
/// let problems = graph.validate()
/// ```
public struct Graph: Hashable, Sendable {
    public var containers: [ContainerSpec]
    public var bindings: [Binding]

    public init(containers: [ContainerSpec] = [], bindings: [Binding] = []) {
        self.containers = containers
        self.bindings = bindings
    }
}
