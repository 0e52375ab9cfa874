import DIGraph

extension PlanResolver {
    /// Every key the module contributes to or declares, sorted by text, so the getters come out in one order.
    func collectionKeys() -> [ServiceKey] {
        var keys: Set<ServiceKey> = []
        for service in modeler.services where service.contribution != nil { keys.insert(service.key.lookupKey) }
        for container in modeler.containers {
            for declaration in container.spec.declaredCollections { keys.insert(declaration.key.lookupKey) }
        }
        return keys.sorted { $0.type.text < $1.type.text }
    }

    /// The collection keys each container's own services ask for, by container name: one pass over the graph.
    func requestedCollections(of keys: [ServiceKey]) -> [String: Set<ServiceKey>] {
        guard !keys.isEmpty else { return [:] }
        let collectionKeys = Set(keys)
        var requested: [String: Set<ServiceKey>] = [:]
        for binding in index.graph.bindings where binding.contribution == nil {
            for dependency in binding.dependencies where collectionKeys.contains(dependency.key.lookupKey) {
                requested[binding.container, default: []].insert(dependency.key.lookupKey)
            }
        }
        return requested
    }

    /// The collections container `number` renders: those it sees a contribution to, or a declaration of, or that one
    /// of its services asks for (`requested`; it then gets an empty one, after `emptyCollection` said so).
    mutating func collectionPlans(
        of keys: [ServiceKey], requested: [String: Set<ServiceKey>], in number: Int
    ) -> [CollectionPlan] {
        guard !keys.isEmpty else { return [] }
        let asked = requested[index.containerName(number)] ?? []
        let seen = index.collectionOrder(from: number).map { index.graph.containers[$0] }
        return keys.compactMap { key in
            let contributions = index.contributions(to: key, in: number) ?? []
            let declared = seen.contains { $0.declaredCollections.contains { $0.key.lookupKey == key } }
            guard !contributions.isEmpty || declared || asked.contains(key) else { return nil }
            return CollectionPlan(
                memberName: modeler.memberName(of: key.type.text), typeText: key.type.text,
                isDictionary: CollectionShape(key.type)?.isDictionary ?? false,
                elements: contributions.compactMap { element($0, of: key, in: number) })
        }
    }

    /// The getter of the service behind contribution `binding`, read from container `number`: the element is made as
    /// that service is (a cached one is kept), and a parent's is read through the parent.
    private mutating func element(_ binding: Int, of key: ServiceKey, in number: Int) -> CollectionPlan.Element? {
        guard let contribution = serviceDraft(madeBy: binding), case .alias(let targetKey) = contribution.construction,
              let target = draft(providing: targetKey, in: contribution.container) else { return nil }
        let owner = index.bindingContainer[binding]
        checkElement(target, contributed: contribution, to: key, in: number)
        let path = (paths(from: number)[owner] ?? []) + [modeler.memberName(of: target.typeText)]
        var dictionaryKey: DictionaryKey?
        if case .entry(let entryKey) = contribution.contribution { dictionaryKey = entryKey }
        return CollectionPlan.Element(value: ValueReference(path: path), key: dictionaryKey)
    }

    /// A collection getter is a plain synchronous one on its container's actor: it cannot await an element that is
    /// made asynchronously, or on another actor. What the graph allows but the getter cannot write is reported here.
    private mutating func checkElement(
        _ target: ServiceDraft, contributed contribution: ServiceDraft, to key: ServiceKey, in number: Int
    ) {
        let traits = getterTraits(of: target)
        let containerName = index.containerName(number)
        let isolation = containersByName[containerName]?.isolation ?? .nonisolated
        let problem: (DiagnosticCode, String)?
        if traits.isAsync || traits.isThrowing {
            problem = (.asyncDependency, "is made asynchronously")
        } else if traits.isolation != .nonisolated && traits.isolation != isolation {
            problem = (.isolationMismatch, "is made on '\(traits.isolation)'")
        } else {
            problem = nil
        }
        guard let (code, how) = problem else { return }
        let diagnostic = Diagnostic(
            .error, code,
            "'\(target.typeText)' is contributed to '\(key)' but \(how); the getter of '\(key)' in container "
                + "'\(containerName)' is synchronous\(isolation == .nonisolated ? "" : " on '\(isolation)'") and cannot await it",
            at: contribution.location,
            suggestions: [.init("contribute a service that is made synchronously where the collection is read")])
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
