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
    /// The modules the bindings came from (``Binding/module``), with what each expects and replaces.
    public var modules: [ModuleSpec] = []
    /// Types the front-end saw declared, for the advice of a `missingBinding` only (see ``DeclaredType``).
    package var declaredTypes: [DeclaredType]
    /// How the front-end words that advice.
    package var bindingAdvice: BindingAdvice

    public init(containers: [ContainerSpec] = [], bindings: [Binding] = []) {
        self.init(containers: containers, bindings: bindings, declaredTypes: [], bindingAdvice: .digraph)
    }

    /// A graph with what only this package's front-ends give: the types they saw declared, and their words for
    /// the advice.
    package init(
        containers: [ContainerSpec], bindings: [Binding], declaredTypes: [DeclaredType],
        bindingAdvice: BindingAdvice = .digraph
    ) {
        self.containers = containers
        self.bindings = bindings
        self.declaredTypes = declaredTypes
        self.bindingAdvice = bindingAdvice
    }
}
