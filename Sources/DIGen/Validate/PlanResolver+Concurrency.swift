import DIGraph

/// Where generated code runs and when it must `await`, and the two uses DIGraph allows that a generated container
/// still cannot write: a hop to another actor from a container that is not `Sendable` (the hop would send the
/// container there), and a closure (`() -> T`) that would have to await or hop to make its value.
extension PlanResolver {
    /// A service whose factory and injector read dependencies: where they run and whether they can await.
    struct Requester {
        /// The service's key, container, location and callee: what the checks need, not the whole draft.
        var key: ServiceKey
        var serviceContainer: String
        var location: SourceLocation?
        var callee: ServiceDraft.Callee
        var isolation: Isolation
        var isAsync: Bool
        var container: Int
    }

    /// How a getter runs: on which actor, and whether it is `async` or `throws`.
    struct GetterTraits {
        var isolation: Isolation
        var isAsync: Bool
        var isThrowing: Bool
    }

    /// One dependency read by a requester's generated code.
    struct Use {
        var requester: Requester
        var key: ServiceKey
        var label: String?
        var location: SourceLocation?
        var isLazy: Bool
        var provider: GetterTraits
        var providerContainer: String
    }

    /// The service draft of a binding: the graph's bindings start with one per service, in order.
    func serviceDraft(madeBy provider: Int) -> ServiceDraft? {
        provider >= 0 && provider < modeler.services.count ? modeler.services[provider] : nil
    }

    /// The service that provides `key` as seen from container `name` (an alias's target).
    func draft(providing key: ServiceKey, in name: String) -> ServiceDraft? {
        guard let container = index.containerIndex[name], case .found(let provider) = index.resolve(key, from: container)
        else { return nil }
        return serviceDraft(madeBy: provider)
    }

    /// A getter runs where its service is made, or on its container's actor when the container is isolated; an
    /// alias's getter is its target's.
    mutating func getterTraits(of service: ServiceDraft) -> GetterTraits {
        var made = service
        if case .alias(let target) = service.construction,
           let targetDraft = draft(providing: target, in: service.container) {
            made = targetDraft
        }
        let containerIsolation = containersByName[service.container]?.isolation ?? .nonisolated
        let isolation = containerIsolation == .nonisolated ? made.isolation : containerIsolation
        return GetterTraits(isolation: isolation, isAsync: made.isAsync, isThrowing: throwsWhenMade(made, injections: true))
    }

    /// Whether making a service throws: its own `async throws` initializer or provider method, or a dependency
    /// it reads with `try` (through its factory, and through its injector when `injections` is true). Only
    /// async services can need throwing ones (the graph's `asyncDependency`), so this stays among them.
    ///
    /// - Complexity: O(V + E) over all services, each service's answer computed once.
    mutating func throwsWhenMade(_ service: ServiceDraft, injections: Bool) -> Bool {
        guard anyThrowing, service.isAsync else { return false }
        if service.isThrowing { return true }
        let cacheKey = ServiceKeyInContainer(container: service.container, key: service.key, injections: injections)
        if let known = throwingCache[cacheKey] { return known }
        throwingCache[cacheKey] = false
        var drafts: [DependencyDraft] = []
        switch service.construction {
        case .initializer(_, let parameters), .staticProvider(_, _, let parameters): drafts += parameters
        case .provider(let providerKey, _, let parameters):
            drafts += parameters + [DependencyDraft(label: nil, key: providerKey, isLazy: false, location: nil)]
        case .alias(let target): drafts.append(DependencyDraft(label: nil, key: target, isLazy: false, location: nil))
        case .injectOnly: break
        }
        if injections {
            drafts += service.propertyInjections.map(\.dependency) + service.methodInjections.flatMap(\.parameters)
        }
        let container = index.containerIndex[service.container] ?? 0
        var result = false
        for draft in drafts where !draft.isLazy {
            guard case .found(let provider) = index.resolve(draft.key, from: container),
                  let dependency = serviceDraft(madeBy: provider) else { continue }
            if throwsWhenMade(dependency, injections: true) {
                result = true
                break
            }
        }
        throwingCache[cacheKey] = result
        return result
    }

    private func isSendable(container name: String) -> Bool {
        containersByName[name]?.isSendable ?? true
    }

    /// Whether reading the dependency needs `await`; reports a use a generated container cannot write.
    mutating func checkedAwait(_ use: Use) -> Bool {
        let hops: Bool
        if case .globalActor = use.provider.isolation, use.provider.isolation != use.requester.isolation {
            hops = true
        } else {
            hops = false
        }
        // The common case, a synchronous nonisolated dependency: nothing to await, nothing to word.
        guard hops || use.provider.isAsync else { return false }
        let requesterName = "'\(use.requester.key.type)'"
        let dependencyName = "'\(use.key.type)'"
        let label = use.label.map { " for '\($0)'" } ?? ""
        if use.isLazy, use.provider.isAsync || hops {
            let problem = use.provider.isAsync
                ? "which can only be made with 'await'"
                : "which must be made on '\(use.provider.isolation)'"
            diagnostics.append(Diagnostic(
                .error, use.provider.isAsync ? .asyncDependency : .isolationMismatch,
                "\(requesterName) needs \(dependencyName)\(label) through a closure, \(problem), but a generated closure "
                    + "is synchronous and runs where \(requesterName) is made",
                at: use.location ?? use.requester.location,
                suggestions: [.init("depend on \(dependencyName) directly, and make \(requesterName) async (or isolate it to "
                    + "where \(dependencyName) is made)")]))
            return false
        }
        if hops, !use.isLazy, !modeler.isolationReader.isKnownSendable(use.key.type) {
            diagnostics.append(Diagnostic(
                .error, .isolationMismatch,
                "\(requesterName) awaits \(dependencyName)\(label) from '\(use.provider.isolation)', but \(dependencyName) "
                    + "is not known to be Sendable, so it cannot be sent back",
                at: use.location ?? use.requester.location,
                suggestions: [.init("declare \(dependencyName) 'Sendable', or isolate the type itself (not only its initializer) "
                    + "to '\(use.provider.isolation)'")]))
            return false
        }
        let requesterContainer = use.requester.serviceContainer
        if hops, !use.isLazy, !(isSendable(container: requesterContainer) && isSendable(container: use.providerContainer)) {
            let unsendable = isSendable(container: requesterContainer) ? use.providerContainer : requesterContainer
            diagnostics.append(Diagnostic(
                .error, .isolationMismatch,
                "\(requesterName) awaits \(dependencyName)\(label), which is made on '\(use.provider.isolation)', "
                    + "but container '\(unsendable)' is not Sendable, so it cannot be sent there",
                at: use.location ?? use.requester.location,
                suggestions: [
                    .init("mark the protocol of container '\(unsendable)' '@saber.threadSafe' (a Sendable container behind a lock)"),
                    .init("or isolate container '\(unsendable)' with '@saber.isolation(\(use.provider.isolation.actorName))' (no lock needed)"),
                ]))
            return false
        }
        return !use.isLazy && (use.provider.isAsync || hops)
    }
}

extension PlanResolver {
    /// Arguments an initializer or provider method that runs elsewhere receives are sent there: each must be
    /// known to be `Sendable` (a closure never is).
    mutating func checkSent(_ parameters: [DependencyDraft], by requester: Requester) {
        guard requester.callee.sendsArguments(from: requester.isolation) else { return }
        let service = requester
        let place = switch requester.callee {
        case .globalActor(let name): "on '@\(name)'"
        case .nonisolatedAsync: "by a nonisolated async initializer, off its caller's actor"
        default: "in its own actor"
        }
        for parameter in parameters {
            let name = "'\(parameter.key.type)'"
            let label = parameter.label.map { " for '\($0)'" } ?? ""
            if parameter.isLazy {
                diagnostics.append(Diagnostic(
                    .error, .isolationMismatch,
                    "'\(service.key.type)' is made \(place), so the closure\(label) is sent there, but a closure is not Sendable",
                    at: parameter.location ?? service.location,
                    suggestions: [.init("depend on \(name) directly, or make the initializer synchronous and nonisolated")]))
            } else if !modeler.isolationReader.isKnownSendable(parameter.key.type) {
                diagnostics.append(Diagnostic(
                    .error, .isolationMismatch,
                    "'\(service.key.type)' is made \(place), so \(name)\(label) is sent there, but \(name) is not known to be Sendable",
                    at: parameter.location ?? service.location,
                    suggestions: [.init("declare \(name) 'Sendable' (or make it an actor, or isolate it to a global actor), so it can be sent")]))
            }
        }
    }
}

/// A service by its container and key, and whether its injections count: a memo key.
struct ServiceKeyInContainer: Hashable {
    var container: String
    var key: ServiceKey
    var injections: Bool
}

extension Isolation {
    /// `MainActor` of `@MainActor`; `nonisolated` when not on an actor.
    var actorName: String {
        switch self {
        case .nonisolated: "nonisolated"
        case .globalActor(let name): name
        }
    }
}
