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
            kept: Entry.keptCell(for: configuration.scope, of: Service.self))
        if let instance {
            kept.publish(instance)
        }
    }

    deinit {
        deallocateKept(Service.self)
    }

    final override var serviceConformsToResolvable: Bool { Service.self is any Resolvable.Type }

    override func replaced(_ configuration: Configuration, completions: [ErasedCompletion]) -> Entry {
        let instance = configuration.source == .instance && kept.isSet ? kept.value(Service.self).pointee : nil
        return TypedEntry(configuration, container: container, make: make, completions: completions, instance: instance)
    }

    final override func resolveAny(arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        try resolveAny(Service.self, Arguments.self, arguments: arguments, root: root)
    }

    final override func makeEagerly(root: UnsafeMutablePointer<ResolutionRoot>) throws {
        try makeEagerly(Service.self, Arguments.self, root: root)
    }

    final override func makeEagerlyAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws {
        try await makeEagerlyAsync(Service.self, Arguments.self, in: resolution, isolation: isolation)
    }

    final override func resolveAnyAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws -> Any {
        try await resolveAnyAsync(Service.self, Arguments.self, in: resolution, isolation: isolation)
    }

    final override func resolveKept(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        try resolveKept(Service.self, Arguments.self, arguments: arguments, root: root, into: output)
    }

    final override func storeInRoot(_ instance: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>) {
        storeInRoot(instance, as: Service.self, root: root)
    }

    final override func complete(_ instance: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>) {
        complete(instance, as: Service.self, root: root)
    }
}
