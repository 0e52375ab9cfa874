import DIGraph

/// Where generated code runs and when it must `await`, and the two uses DIGraph allows that a generated container
/// still cannot write: a hop to another actor from a container that is not `Sendable` (the hop would send the
/// container there), and a closure (`() -> T`) that would have to await or hop to make its value.
extension PlanResolver {
    /// A service whose factory and injector read dependencies: where they run and whether they can await.
    struct Requester {
        var service: ServiceDraft
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

    /// A getter runs where its service is made, or on its container's actor when the container is isolated; an
    /// alias's getter is its target's.
    func getterTraits(of service: ServiceDraft) -> GetterTraits {
        var made = service
        if case .alias(let target) = service.construction,
           let targetDraft = modeler.services.first(where: { $0.container == service.container && $0.key == target }) {
            made = targetDraft
        }
        let containerIsolation = modeler.containers.first { $0.spec.name == service.container }?.isolation ?? .nonisolated
        let isolation = containerIsolation == .nonisolated ? made.isolation : containerIsolation
        return GetterTraits(isolation: isolation, isAsync: made.isAsync, isThrowing: made.isThrowing)
    }

    private func isSendable(container name: String) -> Bool {
        modeler.containers.first { $0.spec.name == name }?.isSendable ?? true
    }

    /// Whether reading the dependency needs `await`; reports a use a generated container cannot write.
    mutating func checkedAwait(_ use: Use) -> Bool {
        let hops: Bool
        if case .globalActor = use.provider.isolation, use.provider.isolation != use.requester.isolation {
            hops = true
        } else {
            hops = false
        }
        let requesterName = "'\(use.requester.service.key.type)'"
        let dependencyName = "'\(use.key.type)'"
        let label = use.label.map { " for '\($0)'" } ?? ""
        if use.isLazy, use.provider.isAsync || hops {
            let problem = use.provider.isAsync
                ? "which can only be made with 'await'"
                : "which must be made on '\(use.provider.isolation)'"
            diagnostics.append(Diagnostic(
                .error, use.provider.isAsync ? .asyncDependency : .isolationMismatch,
                "\(requesterName) needs \(dependencyName)\(label) through a closure, \(problem), but a generated closure is synchronous and runs where \(requesterName) is made",
                at: use.location ?? use.requester.service.location,
                suggestions: [.init("depend on \(dependencyName) directly, and make \(requesterName) async (or isolate it to where \(dependencyName) is made)")]))
            return false
        }
        let requesterContainer = use.requester.service.container
        if hops, !use.isLazy, !(isSendable(container: requesterContainer) && isSendable(container: use.providerContainer)) {
            let unsendable = isSendable(container: requesterContainer) ? use.providerContainer : requesterContainer
            diagnostics.append(Diagnostic(
                .error, .isolationMismatch,
                "\(requesterName) awaits \(dependencyName)\(label), which is made on '\(use.provider.isolation)', but container '\(unsendable)' is not Sendable, so it cannot be sent there",
                at: use.location ?? use.requester.service.location,
                suggestions: [
                    .init("mark the protocol of container '\(unsendable)' '@saber.threadSafe' (a Sendable container behind a lock)"),
                    .init("or isolate container '\(unsendable)' with '@saber.isolation(\(use.provider.isolation.actorName))' (no lock needed)"),
                ]))
            return false
        }
        return !use.isLazy && (use.provider.isAsync || hops)
    }
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
