import DIGraph

/// One registration as the resolver sees it: its key, how long its instances live, where it was registered.
///
/// An entry never changes once made (`implements` or `onResolved` replace it with a modified copy), so a
/// resolve reads it without a lock; only the instance caches of ``TypedEntry`` change, each behind its own
/// synchronization.
class Entry: @unchecked Sendable {
    // @unchecked: every stored property is a `let`; subclasses synchronize their caches themselves.

    /// What the registration says about itself, copied whole when a modifier makes a new entry.
    struct Configuration: @unchecked Sendable {
        var key: RuntimeKey
        /// The type the key was made from: the service, or `(Argument…) -> Service` with runtime arguments.
        var keyType: Any.Type
        var scope: ComponentScope
        var source: Binding.Source
        var dependencies: [DependencySlot]
        /// Further keys that resolve to this entry (`implements`), with their types.
        var forwards: [(type: Any.Type, key: RuntimeKey)]
        var site: RegistrationSite
    }

    let configuration: Configuration
    /// The container the registration belongs to; its dependencies are looked up from there, as the
    /// validator does. Unowned: a container owns its entries, and a child keeps its parents alive.
    unowned(unsafe) let container: Container
    /// Whether the entry is a `TypedEntry<Service, Void>` for the service its key names, so a typed resolve
    /// can downcast without a dynamic cast once the key matched.
    let isPlainService: Bool
    /// The runtime arguments as one tuple type (`Void` when there are none).
    let argumentsType: Any.Type

    init(_ configuration: Configuration, container: Container, isPlainService: Bool, argumentsType: Any.Type) {
        self.configuration = configuration
        self.container = container
        self.isPlainService = isPlainService
        self.argumentsType = argumentsType
    }

    var key: RuntimeKey { configuration.key }
    var scope: ComponentScope { configuration.scope }

    /// The instance as `Any`, for a forwarded key whose type differs from the entry's service type.
    ///
    /// - Parameter arguments: the runtime arguments as one tuple value (`()` when there are none).
    func resolveAny(arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        preconditionFailure("TypedEntry overrides resolveAny")
    }

    /// Makes the instance now when the entry is an eager singleton (``Container/bootstrap()``).
    func makeEagerly(root: UnsafeMutablePointer<ResolutionRoot>) throws {}

    /// The service type's name, for diagnostics.
    var serviceTypeDescription: String { String(describing: configuration.keyType) }

    /// The DIGraph key of the entry.
    var serviceKey: ServiceKey { TypeDescription.serviceKey(of: configuration.keyType, tag: configuration.key.tag) }
}
