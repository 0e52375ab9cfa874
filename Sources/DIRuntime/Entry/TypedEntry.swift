import DIGraph
public import DISync

/// An entry generic over its service and runtime arguments: a registration with runtime arguments, a ready-made
/// instance, an async one (``AsyncEntry``). Plain factories and auto-wired initializers, what an app registers by
/// the thousand at launch, are ``FactoryEntry``s instead, which are not generic: each generic class registered with
/// a new service type has its metadata instantiated at run time, the largest part of a first registration's cost.
@usableFromInline
class TypedEntry<Service, Arguments>: Entry, @unchecked Sendable {
    // @unchecked: see ``Entry``.

    /// - Parameter make: the type-erased signature every resolve calls. Registrations build it in inlinable
    ///   code, so it is specialized where the registration is written and calls the user's closure or
    ///   initializer directly.
    @inlinable
    init(
        _ configuration: Configuration, container: Container, make: @escaping ErasedFactory,
        completions: [ErasedCompletion] = [], instance: Service? = nil
    ) {
        super.init(
            configuration, container: container,
            isPlainService: Arguments.self == Void.self && configuration.keyType == Service.self,
            make: make, completions: completions,
            kept: Entry.keptCell(for: configuration, of: Service.self, in: container))
        if let instance {
            kept.publish(instance)
        }
    }

    final override var serviceType: Any.Type { Service.self }

    final override var argumentsType: Any.Type { Arguments.self }

    override func replaced(_ configuration: Configuration, completions: [ErasedCompletion]) -> Entry {
        let instance = configuration.source == .instance && kept.isSet ? kept.value(Service.self).pointee : nil
        return TypedEntry(configuration, container: container, make: make, completions: completions, instance: instance)
    }
}
