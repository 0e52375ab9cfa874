import DIGraph

/// A service as modeled from its declaration; becomes a ``Binding`` and, once resolved, a ``ServicePlan``.
struct ServiceDraft: Sendable {
    enum Construction: Hashable, Sendable {
        case initializer(typeName: String, parameters: [DependencyDraft])
        case provider(providerKey: ServiceKey, method: String, parameters: [DependencyDraft])
        /// A `static` provider method, called on the provider's type (`typeName`): no provider instance needed.
        case staticProvider(typeName: String, method: String, parameters: [DependencyDraft])
        case alias(target: ServiceKey)
        case injectOnly
    }

    var container: String
    var key: ServiceKey
    var typeText: String
    var construction: Construction
    var isCached: Bool
    var isReference: Bool
    var propertyInjections: [(name: String, dependency: DependencyDraft)]
    var methodInjections: [(name: String, parameters: [DependencyDraft])]
    var didInject: String?
    /// The method its container's `close()` calls on the kept instance (`@di.onClose`), with the annotation's place.
    var closeMethod: (method: ServicePlan.CloseMethod, location: SourceLocation)?
    var location: SourceLocation?
    /// Where the container makes it: its initializer's or provider method's global actor, else its container's.
    var isolation: Isolation = .nonisolated
    /// Made with `await`: an `async` initializer or provider method, or a method of an actor.
    var isAsync = false
    /// Made with `try` (only together with `async`: a synchronous throwing initializer is refused).
    var isThrowing = false
    /// Where its initializer or provider method runs, relative to the code that calls it.
    var callee: Callee = .inCaller
    /// Set for a `@di.into` contribution: an alias of the service into its collection, never a getter of its own.
    var contribution: Binding.Contribution?

    /// Where an initializer or provider method runs: arguments passed to one that runs elsewhere are sent
    /// there, so they must be `Sendable`.
    enum Callee: Hashable, Sendable {
        /// A synchronous nonisolated one: it runs where it is called.
        case inCaller
        /// An actor's initializer or method: it runs on (or into) the actor instance.
        case actorInstance
        /// A nonisolated `async` one: it runs off its caller's actor.
        case nonisolatedAsync
        /// One isolated to a global actor.
        case globalActor(String)

        /// Whether code running on `isolation` sends the arguments elsewhere.
        func sendsArguments(from isolation: Isolation) -> Bool {
            switch self {
            case .inCaller: false
            case .actorInstance, .nonisolatedAsync: true
            case .globalActor(let name): isolation != .globalActor(name)
            }
        }

        init(kind: TypeDeclaration.Kind, declared: Isolation, isAsync: Bool, isActorIsolated: Bool = false) {
            if kind == .actor || isActorIsolated {
                self = .actorInstance
            } else if case .globalActor(let name) = declared {
                self = .globalActor(name)
            } else {
                self = isAsync ? .nonisolatedAsync : .inCaller
            }
        }
    }

    /// Whether the service is inject-only: made outside the container, so it provides nothing.
    var providesNothing: Bool {
        if case .injectOnly = construction { return true }
        return false
    }

    /// The graph node for this service.
    var binding: Binding {
        var dependencies: [Dependency] = []
        let source: Binding.Source
        switch construction {
        case .initializer(let typeName, let parameters):
            source = .initializer(typeName)
            dependencies += parameters.map { $0.dependency(kind: .direct) }
        case .provider(let providerKey, let method, let parameters):
            source = .provider("\(providerKey.type.text).\(method)")
            dependencies.append(Dependency(providerKey, kind: .direct, label: "provider", location: location))
            dependencies += parameters.map { $0.dependency(kind: .direct) }
        case .staticProvider(let typeName, let method, let parameters):
            source = .provider("\(typeName).\(method)")
            dependencies += parameters.map { $0.dependency(kind: .direct) }
        case .alias(let target):
            source = .alias(target)
            dependencies.append(Dependency(target, kind: .direct, location: location))
        case .injectOnly:
            source = .injectOnly
        }
        dependencies += propertyInjections.map { $0.dependency.dependency(kind: .property) }
        dependencies += methodInjections.flatMap { $0.parameters.map { $0.dependency(kind: .method) } }
        var binding = Binding(
            key, in: container, source: source, lifetime: isCached ? .singleton : .transient,
            dependencies: dependencies, location: location, isolation: isolation, isAsync: isAsync,
            contribution: contribution)
        if let closeMethod { binding.closeActions = [CloseAction(at: closeMethod.location, isAsync: closeMethod.method.isAsync)] }
        return binding
    }
}
