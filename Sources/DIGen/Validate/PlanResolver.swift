import DIGraph

/// Resolves every dependency of a valid graph to the container member that provides it, using DIGraph's
/// visibility rule (``GraphIndex/resolve(_:from:)``), and assembles one ``ContainerPlan`` per container.
struct PlanResolver {
    let index: GraphIndex
    let modeler: ModuleModeler
    private let memberContainers: [String: ExternalMemberContainer]
    /// Per container: the member path from `self` to every container it sees.
    private var pathsCache: [Int: [Int: [String]]] = [:]
    /// Uses the graph allows but a generated container cannot write (see `PlanResolver+Concurrency.swift`).
    var diagnostics: [Diagnostic] = []
    /// Whether each service's getter throws, by container and key (see `throwsWhenMade`).
    var throwingCache: [ServiceKeyInContainer: Bool] = [:]
    /// Whether any service is made with `try` at all; when none is, nothing throws and nothing is looked up.
    let anyThrowing: Bool
    /// Whether any service or container is isolated or async; when none is, references need no checks.
    let hasConcurrency: Bool
    /// Each real container's draft by name.
    let containersByName: [String: ContainerDraft]

    init(graph: Graph, modeler: ModuleModeler) {
        index = GraphIndex(graph)
        self.modeler = modeler
        anyThrowing = modeler.services.contains { $0.isThrowing }
        hasConcurrency = modeler.services.contains { $0.isAsync || $0.isolation != .nonisolated }
            || modeler.containers.contains { $0.isolation != .nonisolated }
        containersByName = Dictionary(modeler.containers.map { ($0.spec.name, $0) }, uniquingKeysWith: { first, _ in first })
        memberContainers = Dictionary(modeler.memberContainers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// One plan per real container of the target (an imported target's are never generated here), sorted by
    /// name. What a generated container cannot write is reported in ``diagnostics``.
    mutating func plans() -> [ContainerPlan] {
        var servicesByContainer: [String: [ServiceDraft]] = [:]
        for service in modeler.services where service.contribution == nil {
            servicesByContainer[service.container, default: []].append(service)
        }
        let collectionKeys = self.collectionKeys()
        let requestedCollections = requestedCollections(of: collectionKeys)
        return modeler.containers.filter(modeler.isOwn).map { draft in
            let spec = draft.spec
            let number = index.containerIndex[spec.name] ?? 0
            let parents = spec.parents.filter { memberContainers[$0] == nil }.map {
                ContainerPlan.Parent(memberName: modeler.memberName(of: $0), typeName: $0)
            }
            let externals = zip(spec.externals, draft.externalTypeTexts).map { external, text in
                ContainerPlan.External(
                    memberName: modeler.memberName(of: text), typeText: text, ownership: external.ownership)
            }
            let services = (servicesByContainer[spec.name] ?? []).map { plan(for: $0, in: number) }
            var containerPlan = ContainerPlan(
                name: spec.name, protocolName: draft.protocolName, imports: [],
                isThreadSafe: spec.isThreadSafe, parents: parents, externals: externals, services: services,
                collections: collectionPlans(of: collectionKeys, requested: requestedCollections, in: number),
                isolation: draft.isolation)
            containerPlan.imports = imports(of: draft, plan: containerPlan, seen: importedModules(seenFrom: number))
            return containerPlan
        }.sorted { $0.name < $1.name }
    }

    private mutating func plan(for service: ServiceDraft, in container: Int) -> ServicePlan {
        let getter = getterTraits(of: service)
        let makerThrows = throwsWhenMade(service, injections: false)
        let context = Requester(
            key: service.key, serviceContainer: service.container, location: service.location, callee: service.callee,
            isolation: getter.isolation, isAsync: getter.isAsync, container: container)
        let construction: ServicePlan.Construction
        switch service.construction {
        case .initializer(let typeName, let parameters):
            checkSent(parameters, by: context)
            construction = .initializer(typeName: typeName, arguments: arguments(parameters, from: context))
        case .staticProvider(let typeName, let method, let parameters):
            // `TypeName.method(arguments)` renders as an initializer call does.
            checkSent(parameters, by: context)
            construction = .initializer(typeName: "\(typeName).\(method)", arguments: arguments(parameters, from: context))
        case .provider(let providerKey, let method, let parameters):
            // The provider is sent with the arguments: its method runs wherever it is isolated.
            checkSent(
                parameters + [DependencyDraft(label: "provider", key: providerKey, isLazy: false, location: service.location)],
                by: context)
            construction = .provider(
                provider: reference(to: providerKey, label: "provider", isLazy: false, at: service.location, from: context),
                method: method, arguments: arguments(parameters, from: context))
        case .alias(let target):
            construction = .alias(target: reference(to: target, label: nil, isLazy: false, at: service.location, from: context))
        case .injectOnly:
            construction = .injectOnly
        }
        var injections: [Injection] = service.propertyInjections.map {
            .property(name: $0.name, value: reference(to: $0.dependency, from: context))
        }
        injections += service.methodInjections.map { .method(name: $0.name, arguments: arguments($0.parameters, from: context)) }
        if let didInject = service.didInject { injections.append(.didInject(name: didInject)) }
        var plan = ServicePlan(
            memberName: modeler.memberName(of: service.typeText), typeText: service.typeText,
            construction: construction, isCached: service.isCached, isReference: service.isReference,
            injections: injections, isolation: getter.isolation, isAsync: getter.isAsync,
            isThrowing: getter.isThrowing, makerThrows: makerThrows, constructionThrows: service.isThrowing)
        plan.closeMethod = service.closeMethod?.method
        return plan
    }

    private mutating func arguments(_ parameters: [DependencyDraft], from context: Requester) -> [Argument] {
        parameters.map { Argument(label: $0.label, value: reference(to: $0, from: context)) }
    }

    private mutating func reference(to dependency: DependencyDraft, from context: Requester) -> ValueReference {
        reference(
            to: dependency.key, label: dependency.label, isLazy: dependency.isLazy, at: dependency.location,
            from: context)
    }

    /// The member chain that provides `key` in `container`. The graph is valid, so the key resolves.
    private mutating func reference(
        to key: ServiceKey, label: String?, isLazy: Bool, at location: SourceLocation?, from context: Requester
    ) -> ValueReference {
        guard case .found(let provider) = index.resolve(key, from: context.container) else {
            return ValueReference(path: ["unresolved"], isLazy: isLazy)
        }
        // Every container renders the collections it sees (`collectionPlans`), so its own getter answers.
        if index.isCollectionNode(provider) { return ValueReference(path: [modeler.memberName(of: key.type.text)], isLazy: isLazy) }
        let providerContainer = index.container(ofProvider: provider)
        var path = paths(from: context.container)[providerContainer] ?? []
        var needsAwait = false
        var needsTry = false
        if provider < 0 {
            path.append(modeler.memberName(of: index.key(ofProvider: provider).type.text))
        } else {
            let binding = index.graph.bindings[provider]
            switch binding.source {
            case .instance, .externalMember: break
            default:
                path.append(modeler.memberName(of: binding.key.type.text))
                // Only where something is isolated or async is there anything to check (the Saber case skips it).
                if hasConcurrency, let draft = serviceDraft(madeBy: provider) {
                    let use = Use(
                        requester: context, key: key, label: label, location: location, isLazy: isLazy,
                        provider: getterTraits(of: draft), providerContainer: binding.container)
                    needsAwait = checkedAwait(use)
                    needsTry = !isLazy && use.provider.isThrowing
                }
            }
        }
        return ValueReference(path: path, isLazy: isLazy, needsAwait: needsAwait, needsTry: needsTry)
    }
    /// The modules of the imported targets whose containers `container` sees, sorted: its generated file names
    /// their container classes and services, so it imports them (a SwiftPM target's module is its name, with
    /// what is not an identifier character made `_`).
    private mutating func importedModules(seenFrom container: Int) -> [String] {
        let imported = modeler.module.imported
        guard !imported.isEmpty else { return [] }
        let targets = paths(from: container).keys.compactMap { number in
            containersByName[index.containerName(number)].flatMap { imported.target(of: $0.spec.location) }
        }
        return Set(targets.map { String($0.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }) }).sorted()
    }

    /// Breadth-first over parents in declaration order: the member path to each container `container` sees.
    mutating func paths(from container: Int) -> [Int: [String]] {
        if let cached = pathsCache[container] { return cached }
        var paths: [Int: [String]] = [container: []]
        var queue = [container]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for parent in index.parentIndices[current] where paths[parent] == nil {
                let name = index.containerName(parent)
                let segment = memberContainers[name].map { [$0.externalMemberName, $0.property] }
                    ?? [modeler.memberName(of: name)]
                paths[parent] = paths[current, default: []] + segment
                queue.append(parent)
            }
        }
        pathsCache[container] = paths
        return paths
    }
}
