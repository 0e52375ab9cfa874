import DIGraph

/// A container and its ancestors as a DIGraph `Graph`, with the entry behind each binding, so the runtime can
/// ask DIGraph's one visibility rule and one validator instead of repeating them.
///
/// Made only when needed: for `validate()`, an export, a lookup that goes past the container's own keys (a
/// parent, a tag fallback), or an error. A binding per entry, plus an alias binding per forwarded key.
struct GraphSnapshot {
    var graph = Graph()
    /// The entry each binding of ``graph`` stands for (the forwarded entry for an alias).
    var entries: [Entry] = []
    /// Container object → its index in `graph.containers`.
    private var numbers: [ObjectIdentifier: Int] = [:]

    init(_ root: Container) {
        var order: [Container] = []
        var pending = [root]
        while let container = pending.popLast() {
            guard numbers[ObjectIdentifier(container)] == nil else { continue }
            numbers[ObjectIdentifier(container)] = order.count
            order.append(container)
            pending.append(contentsOf: container.parents.reversed())
        }
        let names = Self.distinctNames(order.map(\.name))
        for (number, container) in order.enumerated() {
            graph.containers.append(ContainerSpec(
                name: names[number],
                parents: container.parents.map { names[numbers[ObjectIdentifier($0)]!] },
                isThreadSafe: true))
            for entry in container.state.withLock({ $0.distinctEntries }) {
                append(entry, in: names[number])
            }
        }
    }

    /// The index of `container` in ``graph``'s containers.
    func number(of container: Container) -> Int { numbers[ObjectIdentifier(container)] ?? 0 }

    private mutating func append(_ entry: Entry, in container: String) {
        let configuration = entry.configuration
        let key = entry.serviceKey
        let location = configuration.site.location
        // An auto-wired registration's initializer is named only here, to keep `register` cheap.
        let source = configuration.source.bindingSource(keyType: configuration.keyType)
        graph.bindings.append(Binding(
            key, in: container, source: source, lifetime: configuration.scope.lifetime,
            dependencies: configuration.dependencies.map(\.dependency), location: location))
        entries.append(entry)
        for forward in configuration.forwards {
            graph.bindings.append(Binding(
                TypeDescription.serviceKey(of: forward.type, tag: forward.key.tag), in: container,
                source: .alias(key), lifetime: configuration.scope.lifetime,
                dependencies: [Dependency(key)], location: location))
            entries.append(entry)
        }
    }

    /// Container names made unique (`App`, `App#2`), since DIGraph tells containers apart by name.
    private static func distinctNames(_ names: [String]) -> [String] {
        var counts: [String: Int] = [:]
        return names.map { name in
            counts[name, default: 0] += 1
            let count = counts[name]!
            return count == 1 ? name : "\(name)#\(count)"
        }
    }
}
