/// Phrases every rule uses to name things, so all front-ends read the same.
extension GraphIndex {
    /// `'Foo'` or `'Foo (tag "x")'`.
    package func quoted(_ key: ServiceKey) -> String { "'\(key)'" }

    /// `'Bar'`: a binding named by its key; a contribution by its collection and what it adds to it:
    /// `'[Plugin]' element 'AnalyticsPlugin'`, `'[Plugin]' element from container 'App'` (a factory, whose type
    /// the graph does not know), `'[String: Handler]' entry "deeplink"`.
    package func name(ofBinding binding: Int) -> String {
        let made = graph.bindings[binding]
        guard let contribution = made.contribution else { return quoted(made.key) }
        return "\(quoted(made.key)) \(part(contribution, of: binding))"
    }

    /// A binding's name as a cycle path writes it, unquoted: `Bar`, `[Plugin] element AnalyticsPlugin`.
    package func plainName(ofBinding binding: Int) -> String {
        let made = graph.bindings[binding]
        guard let contribution = made.contribution else { return made.key.description }
        return "\(made.key) \(String(part(contribution, of: binding).filter { $0 != "'" }))"
    }

    /// `element 'AnalyticsPlugin'`, `element from container 'App'`, `entry "deeplink"`: what a contribution adds.
    package func part(_ contribution: Binding.Contribution, of binding: Int) -> String {
        switch contribution {
        case .entry(let key): return "entry \(key)"
        case .element:
            if let type = madeType(of: binding) { return "element '\(type)'" }
            let container = bindingContainer[binding]
            return "element from container '\(container >= 0 ? containerName(container) : graph.bindings[binding].container)'"
        }
    }

    /// The type or method a binding names as its maker (`AnalyticsPlugin` for `AnalyticsPlugin.init(tracker:)`).
    private func madeType(of binding: Int) -> String? {
        switch graph.bindings[binding].source {
        case .initializer(let name):
            let type = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
            return type.hasSuffix(".init") ? String(type.dropLast(5)) : type
        case .provider(let method): return method
        case .alias(let target): return target.description
        default: return nil
        }
    }

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
    /// For a collection node's edge: `'[Plugin]' has element 'AnalyticsPlugin'`.
    package func describe(edge: Int, of binding: Int) -> String {
        if isCollectionNode(binding), let contribution = graph.bindings[edgeTargets[edge]].contribution {
            return "\(name(ofBinding: binding)) has \(part(contribution, of: edgeTargets[edge]))"
        }
        return "\(name(ofBinding: binding)) \(need(edge: edge, of: binding))"
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
