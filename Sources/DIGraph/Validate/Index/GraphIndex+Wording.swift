/// Phrases every rule uses to name things, so all front-ends read the same.
extension GraphIndex {
    /// `'Foo'` or `'Foo (tag "x")'`.
    package func quoted(_ key: ServiceKey) -> String { "'\(key)'" }

    /// `'Bar'`: a binding named by its key.
    package func name(ofBinding binding: Int) -> String { quoted(graph.bindings[binding].key) }

    /// The location that best points at an edge: its own, else its requester's.
    package func location(ofEdge edge: Int, in binding: Int) -> SourceLocation? {
        let dependency = dependency(edge, of: binding)
        return dependency.location ?? graph.bindings[binding].location
    }

    /// The binding an edge leaves from (a binary search: only error paths need it).
    package func binding(ofEdge edge: Int) -> Int {
        CyclePath.sourceNode(of: edge, in: Adjacency(rowStarts: edgeStart))
    }

    /// The dependency behind edge number `edge` (absolute index into ``edgeTargets``).
    package func dependency(_ edge: Int, of binding: Int) -> Dependency {
        graph.bindings[binding].dependencies[edge - edgeStart[binding]]
    }

    /// `'Bar' needs 'Foo' for 'foo'` — the sentence a note per edge uses.
    package func describe(edge: Int, of binding: Int) -> String {
        "\(name(ofBinding: binding)) \(need(edge: edge, of: binding))"
    }

    /// `needs 'Foo' for 'foo'`, with how when it is not a plain argument: `(lazily)`, `(property injection)`.
    package func need(edge: Int, of binding: Int) -> String {
        let dependency = dependency(edge, of: binding)
        var sentence = "needs \(quoted(dependency.key))"
        if let label = dependency.label { sentence += " for '\(label)'" }
        switch dependency.kind {
        case .direct, .optional: break
        case .lazy: sentence += " (lazily)"
        case .provider: sentence += " (through a provider)"
        case .property: sentence += " (property injection)"
        case .method: sentence += " (method injection)"
        }
        return sentence
    }

    /// How a binding provides its key, for naming candidates side by side: `by the initializer of 'Foo'`,
    /// `by 'FooProvider.make'`, `as an alias of 'FileLogger'`. `nil` for a factory, which its location names
    /// better.
    package func candidate(_ binding: Int) -> String? {
        switch graph.bindings[binding].source {
        case .initializer(let type): "by the initializer of '\(type)'"
        case .provider(let method): "by '\(method)'"
        case .alias(let target): "as an alias of \(quoted(target))"
        case .externalMember(let external, let property): "by the property '\(property)' of \(quoted(external))"
        case .instance: "as an instance"
        case .factory, .injectOnly: nil
        }
    }
}
