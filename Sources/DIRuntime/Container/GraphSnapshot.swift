import DIGraph

/// A container, its ancestors and its collaborators as a DIGraph `Graph`, with the entry behind each binding, so
/// the runtime can ask DIGraph's one visibility rule and one validator instead of repeating them.
///
/// Made only when needed: for `validate()`, an export, a lookup that goes past the container's own keys (a
/// parent, a tag fallback), or an error. A binding per entry, plus an alias binding per forwarded key. Types
/// are named by ``TypeNaming``, so two distinct types are two keys even when they print the same.
struct GraphSnapshot {
    var graph = Graph()
    /// The entry each binding of ``graph`` stands for (the forwarded entry for an alias).
    var entries: [Entry] = []
    /// The identity of the type each binding of ``graph`` provides, to map an answer back to the key asked (a
    /// contribution's is its collection's).
    var identities: [ObjectIdentifier] = []
    /// The contribution behind each binding that is one, by binding number.
    var contributions: [Int: Contribution] = [:]
    /// How to make each collection some container declares may be empty, and where one declared it, by the
    /// identity of its type.
    var declaredCollections: [ObjectIdentifier: (shape: CollectionShape, site: RegistrationSite)] = [:]
    /// The names the graph's keys use.
    let naming: TypeNaming
    /// The root container's words for the advice (``adviseConformers(of:)``).
    private let advice: BindingAdvice
    /// How many of `graph.containers` are the root and its ancestors (numbered first); the rest are reached
    /// only through collaborators, whose answers may change while the root is frozen.
    let ancestorCount: Int
    /// Container object → its index in `graph.containers`.
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// The scopes declared under the root (and under those, and so on) that the graph holds, each with the
    /// fingerprint of the registrations it was validated with.
    private(set) var scopeFingerprints: [(scope: Scope, fingerprint: Int)] = []
    /// Runtime mistakes DIGraph has no rule for: an external declared outside a scope.
    private var runtimeDiagnostics: [Diagnostic] = []

    /// - Parameters:
    ///   - root: the container whose view the snapshot is.
    ///   - types: further types a diagnostic will name, named together with the graph's own.
    ///   - collaborating: whether the collaborators' graphs are in it too (``Container/collaborate(with:)``):
    ///     for validation and export. A lookup leaves them out: its answer is cached against this container's
    ///     and its ancestors' versions alone, and the resolve asks the collaborators itself, afresh.
    ///   - includingScopes: whether the scopes declared under the root are in it, after everything else: for
    ///     validation, which checks them with the root, and export.
    init(_ root: Container, naming types: [Any.Type] = [], collaborating: Bool = false, includingScopes: Bool = false) {
        advice = root.bindingAdvice
        var order: [Container] = []
        var pending = [root]
        var numbers: [ObjectIdentifier: Int] = [:]
        // Parents first (depth first, as declared), then the collaborators those reach, with their parents.
        var collaborators: [[Container]] = []
        var reached: [Container] = []
        var ancestorCount: Int?
        while true {
            while let container = pending.popLast() {
                guard numbers[ObjectIdentifier(container)] == nil else { continue }
                numbers[ObjectIdentifier(container)] = order.count
                order.append(container)
                let linked = collaborating ? container.collaborators.withLock { $0.compactMap(\.container) } : []
                collaborators.append(linked)
                reached += linked
                pending.append(contentsOf: container.parents.reversed())
            }
            if ancestorCount == nil { ancestorCount = order.count }
            guard let next = reached.first(where: { numbers[ObjectIdentifier($0)] == nil }) else { break }
            pending = [next]
        }
        var scopes: [Scope] = []
        // A declaration has no parent of its own (it would hold its parent, which holds it); the graph gives it one.
        var declaredUnder: [ObjectIdentifier: Container] = [:]
        if includingScopes {
            var declaring = [root]
            while let container = declaring.popLast() {
                for scope in container.declaredScopes.reversed() where numbers[ObjectIdentifier(scope.template)] == nil {
                    numbers[ObjectIdentifier(scope.template)] = order.count
                    order.append(scope.template)
                    collaborators.append([])
                    scopes.append(scope)
                    declaring.append(scope.template)
                    declaredUnder[ObjectIdentifier(scope.template)] = container
                }
            }
        }
        let contents = order.map { container in
            container.state.withLock { state in
                ContainerContents(
                    entries: state.distinctEntries.map { ($0, state.ownedForwards(of: $0)) },
                    contributions: state.contributions,
                    emptyCollections: Array(state.emptyCollections.values),
                    externals: state.lifecycle.externals,
                    closeActions: Dictionary(
                        grouping: state.lifecycle.closeActions, by: { ObjectIdentifier(state.current(of: $0.entry)) }
                    ).mapValues { $0.map(\.graphAction) },
                    modules: state.lifecycle.modules,
                    moduleOfEntry: state.lifecycle.moduleOfEntry)
            }
        }
        var named = types
        for content in contents {
            for (entry, forwards) in content.entries {
                named.append(entry.configuration.keyType)
                named += forwards.map(\.type)
                named += entry.dependencySlots.map(\.type)
            }
            for contribution in content.contributions {
                named.append(contribution.shape.collectionType)
                named += contribution.entry.dependencySlots.map(\.type)
            }
            named += content.emptyCollections.map(\.shape.collectionType)
            named += content.externals.map(\.type)
            for module in content.modules {
                named += module.expectations.map(\.slot.type) + module.replacedKeys.map(\.type)
            }
        }
        naming = TypeNaming(named)
        scopeFingerprints = scopes.map { ($0, $0.template.registrationFingerprint) }
        self.ancestorCount = ancestorCount ?? order.count
        self.numbers = numbers
        let names = Self.distinctNames(order.map(\.name))
        for (number, container) in order.enumerated() {
            var spec = ContainerSpec(
                name: names[number],
                parents: (declaredUnder[ObjectIdentifier(container)].map { [$0] } ?? container.parents)
                    .map { names[numbers[ObjectIdentifier($0)]!] },
                isThreadSafe: true)
            spec.isScope = container.role != .ordinary
            let externals = contents[number].externals.map {
                ContainerSpec.External(naming.serviceKey(of: $0.type, tag: $0.key.tag), location: $0.site.location)
            }
            if container.role == .scopeDeclaration {
                spec.externals = externals
            } else {
                runtimeDiagnostics += externals.map { external in
                    Diagnostic(
                        .error, .unboundExternal,
                        "container '\(names[number])' declares the external '\(external.key)', but it is no scope: nothing binds it",
                        at: external.location,
                        suggestions: [.init("declare it in a scope ('scope(\"Session\") { $0.external(\(external.key.type).self) … }'), "
                            + "or register a value with 'register(instance:)'")])
                }
            }
            spec.collaborators = collaborators[number].compactMap { numbers[ObjectIdentifier($0)].map { names[$0] } }
            for declared in contents[number].emptyCollections {
                spec.declaredCollections.append(ContainerSpec.CollectionDeclaration(
                    naming.serviceKey(of: declared.shape.collectionType, tag: nil), location: declared.site.location))
                if container.role != .scopeDeclaration {
                    declaredCollections[ObjectIdentifier(declared.shape.collectionType)] = declared
                }
            }
            graph.containers.append(spec)
            let isDeclaration = container.role == .scopeDeclaration
            let closeActions = contents[number].closeActions
            let firstBinding = graph.bindings.count
            defer { nameModules(contents[number], in: names[number], from: firstBinding) }
            for (entry, forwards) in contents[number].entries {
                append(entry, forwards: forwards, in: names[number], closeActions: closeActions[ObjectIdentifier(entry)] ?? [])
            }
            for contribution in contents[number].contributions {
                // A declaration's contributions are checked, but no lookup of the root's may find them.
                if !isDeclaration { contributions[graph.bindings.count] = contribution }
                var binding = naming.binding(of: contribution, in: names[number])
                binding.closeActions = closeActions[ObjectIdentifier(contribution.entry)] ?? []
                graph.bindings.append(binding)
                entries.append(contribution.entry)
                identities.append(ObjectIdentifier(contribution.shape.collectionType))
            }
        }
    }

    /// Adds, as ``DIGraph/DeclaredType``s, the registered types that conform to a protocol among `protocols`
    /// without being registered as it, so a `missingBinding` for that protocol names them and the fix.
    mutating func adviseConformers(of protocols: [Any.Type]) {
        var seen: Set<ObjectIdentifier> = []
        let candidates = entries.map(\.configuration).filter { seen.insert(ObjectIdentifier($0.keyType)).inserted }
        var checked: Set<ObjectIdentifier> = []
        for wanted in protocols where checked.insert(ObjectIdentifier(wanted)).inserted {
            for candidate in candidates where ConformanceProbe.type(candidate.keyType, conformsTo: wanted) {
                graph.declaredTypes.append(DeclaredType(
                    naming.name(of: candidate.keyType), conformances: [naming.name(of: wanted)], isBound: true,
                    location: candidate.site.location))
            }
        }
        graph.bindingAdvice = advice
    }

    /// The validator's diagnostics, with conformers named where a key is missing (a second pass on that path
    /// only, so a sound graph pays nothing).
    mutating func validate() -> [Diagnostic] {
        graph.bindingAdvice = advice
        let diagnostics = graph.validate()
        guard diagnostics.contains(where: { $0.code == .missingBinding }) else {
            return (diagnostics + runtimeDiagnostics).sorted()
        }
        adviseConformers(of: entries.flatMap { $0.dependencySlots.map(\.type) })
        return (graph.validate() + runtimeDiagnostics).sorted()
    }

    /// What one container holds, read under its mutex at once.
    private struct ContainerContents {
        var entries: [(Entry, [(type: Any.Type, key: RuntimeKey)])]
        /// In registration order.
        var contributions: [Contribution]
        var emptyCollections: [(shape: CollectionShape, site: RegistrationSite)]
        var externals: [ScopeExternal]
        /// The graph's record of each entry's close actions, by the entry's identity.
        var closeActions: [ObjectIdentifier: [CloseAction]]
        /// The modules assembled into it, and the module of each registration (``Container/assemble(_:)``).
        var modules: [ModuleRecord]
        var moduleOfEntry: [ObjectIdentifier: String]
    }

    /// Gives the bindings from `first` on (one container's) their modules, and adds the container's modules.
    private mutating func nameModules(_ contents: ContainerContents, in container: String, from first: Int) {
        guard !contents.modules.isEmpty else { return }
        for binding in first..<graph.bindings.count {
            graph.bindings[binding].module = contents.moduleOfEntry[ObjectIdentifier(entries[binding])]
        }
        for module in contents.modules {
            graph.modules.append(ModuleSpec(
                name: module.name, container: container,
                expectations: module.expectations.map {
                    .init(naming.serviceKey(of: $0.slot.type, tag: $0.slot.tag), location: $0.site.location)
                },
                dependencies: module.dependencies, replaces: module.replaces,
                replacedKeys: module.replacedKeys.map { naming.serviceKey(of: $0.type, tag: $0.key.tag) },
                isReplaced: module.isReplaced))
        }
    }

    /// The index of `container` in ``graph``'s containers.
    func number(of container: Container) -> Int { numbers[ObjectIdentifier(container)] ?? 0 }

    /// Appends `entry`'s binding and an alias binding per key in `forwards`, the forwarded keys it still provides.
    private mutating func append(
        _ entry: Entry, forwards: [(type: Any.Type, key: RuntimeKey)], in container: String, closeActions: [CloseAction]
    ) {
        var binding = naming.binding(of: entry, in: container)
        binding.closeActions = closeActions
        graph.bindings.append(binding)
        entries.append(entry)
        identities.append(ObjectIdentifier(entry.configuration.keyType))
        for forward in forwards {
            graph.bindings.append(naming.forwardBinding(of: entry, as: forward.type, tag: forward.key.tag, in: container))
            entries.append(entry)
            identities.append(ObjectIdentifier(forward.type))
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

extension BindingAdvice {
    /// The fix in the runtime container's API: forward the registration, or register it under the protocol.
    package static let runtime = BindingAdvice(
        unboundType: "'{type}' is declared here but not registered in container '{container}'",
        unboundConformance: "'{type}' conforms to '{protocol}' but is not registered as it; add "
            + "'.implements((any {protocol}).self)' to its registration, or register it with "
            + "'type: (any {protocol}).self'",
        unboundConformer: "'{type}' conforms to '{protocol}' but is not registered",
        uncollected: "to collect '{type}' from contributions, register each with 'register(into: {type}.self{key}) { … }', "
            + "or declare that it may be empty with 'allowEmpty({type}.self)'",
        unkeptCloseAction: "register '{type}' as '.singleton', '.eagerSingleton' or '.weakSingleton' (a '.unique' or "
            + "'.shared' instance is never kept), or remove its 'onClose'",
        // A `Lazy` or `Provider` resolves synchronously when used, so it cannot make an async service either.
        deferredAsyncDependency: nil)
}
