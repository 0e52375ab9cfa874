import DIGraph
public import DISync

/// The typed side of an entry: its completions as written, and the paths that run rarely (making a kept
/// instance under the lock, forwarded keys, eager singletons). Instances and factories are registered as one of
/// these; auto-wired initializers as an ``InitializerEntry``.
@usableFromInline
class TypedEntry<Service, Arguments>: Entry, @unchecked Sendable {
    // @unchecked: see ``Entry`` for the kept instance; the weak one lives in `weakLock`, used only under it.

    /// A post-construction block (`onResolved`).
    @usableFromInline typealias Completion = (Container, Service) throws -> Void

    @usableFromInline let completions: [Completion]
    /// A weak singleton's lock and instance (it is never published in ``Entry/kept``); `nil` for other scopes.
    @usableFromInline let weakLock: CreationLock?

    /// - Parameter make: the type-erased signature every resolve calls. Registrations build it in inlinable
    ///   code, so it is specialized where the registration is written and calls the user's closure or
    ///   initializer directly.
    @inlinable
    init(
        _ configuration: Configuration, container: Container, make: @escaping ErasedFactory,
        completions: [Completion] = [], instance: Service? = nil
    ) {
        self.completions = completions
        let (weakLock, kept) = Self.storage(for: configuration.scope)
        self.weakLock = weakLock
        super.init(
            configuration, container: container,
            isPlainService: Arguments.self == Void.self && configuration.keyType == Service.self,
            make: make,
            hasCompletions: !completions.isEmpty, kept: kept)
        if let instance {
            publish(instance)
        }
    }

    /// A factory's entry, without completions or an instance: what registering runs unspecialized
    /// (``Container/registerFactory(_:_:_:_:isolation:make:)``), where each generic type it touched would be
    /// instantiated at run time, once per service (an `Optional<Service>`, the completions' function type).
    @usableFromInline
    init(factory configuration: Configuration, container: Container, make: @escaping ErasedFactory) {
        completions = []
        let (weakLock, kept) = Self.storage(for: configuration.scope)
        self.weakLock = weakLock
        super.init(
            configuration, container: container,
            isPlainService: Arguments.self == Void.self && configuration.keyType == Service.self,
            make: make, hasCompletions: false, kept: kept)
    }

    /// Where a scope keeps its instance: a weak singleton's lock (it is never published in ``Entry/kept``), or a
    /// cell for a kept one; neither for an instance made per resolve.
    @inlinable
    static func storage(for scope: ComponentScope) -> (weakLock: CreationLock?, kept: OnceCell) {
        if scope == .weakSingleton { return (CreationLock(), .never) }
        return (nil, scope.isKeptByContainer ? OnceCell.allocate(for: Service.self) : .never)
    }

    deinit {
        kept.deallocate(Service.self)
    }

    final override var serviceConformsToResolvable: Bool { Service.self is any Resolvable.Type }

    /// A copy with another configuration and completions; nothing cached is carried over but a registered
    /// instance. An ``InitializerEntry`` copies its initializer too.
    func replaced(_ configuration: Configuration, completions: [Completion]) -> TypedEntry {
        let instance = configuration.source == .instance && kept.isSet ? kept.value(Service.self).pointee : nil
        return TypedEntry(configuration, container: container, make: make, completions: completions, instance: instance)
    }

    final override func resolveAny(arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        // Only a registration whose service is itself the function type `(Argument…) -> Service` can share a
        // key with a registration that takes those arguments; report it rather than trap.
        guard let arguments = arguments as? Arguments else {
            throw ResolutionError.typeMismatch(arguments, forwardedTo: Arguments.self, entry: self, root: root)
        }
        return try resolve(Service.self, arguments, root: root)
    }

    final override func makeEagerly(root: UnsafeMutablePointer<ResolutionRoot>) throws {
        guard scope == .eagerSingleton, let arguments = () as? Arguments else { return }
        _ = try resolve(Service.self, arguments, root: root)
    }

    final override func makeEagerlyAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws {
        guard scope == .eagerSingleton, Arguments.self == Void.self else { return }
        _ = try await resolveAsync(Service.self, in: resolution, isolation: isolation)
    }

    final override func resolveAnyAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws -> Any {
        guard Arguments.self == Void.self else {
            return try ThreadResolution.withRoot { root in try resolveAny(arguments: (), root: root) }
        }
        return try await resolveAsync(Service.self, in: resolution, isolation: isolation)
    }

    final override func resolveKept(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        output.initializeMemory(
            as: Service.self,
            to: try resolveKept(arguments.assumingMemoryBound(to: Arguments.self).pointee, root: root))
    }

    private final func resolveKept(_ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Service {
        // Made on this thread and its `onResolved` blocks are running: a cycle closed after construction.
        if let pending = root.pointee.instance(of: self) { return pending as! Service }
        // Before taking the lock: re-entering it on this thread would be a cycle, reported rather than hung.
        try checkCycle(root)
        if let weakLock {
            return try weakLock.withLock {
                if let alive = weakLock.weakInstance, let value = alive as? Service {
                    root.pointee.store(value, for: self)
                    return value
                }
                let value = try construct(Service.self, arguments, root: root, keepInRoot: true)
                weakLock.weakInstance = value as AnyObject
                return value
            }
        }
        return try kept.withLock(Service.self) {
            if kept.isSet { return kept.value(Service.self).pointee }
            let value = try construct(Service.self, arguments, root: root, keepInRoot: hasCompletions)
            publish(value)
            return value
        }
    }

    /// Stores the kept instance, then releases the cell's flag so lock-free readers see it whole.
    @usableFromInline
    final func publish(_ value: Service) {
        kept.publish(value)
    }

    final override func storeInRoot(_ instance: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>) {
        root.pointee.store(instance.assumingMemoryBound(to: Service.self).pointee, for: self)
    }

    final override func complete(_ instance: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>) {
        root.pointee.owe(self, instance.assumingMemoryBound(to: Service.self).pointee, path: root.pointee.path)
    }

    final override func runCompletions(
        on instance: Any, madeAlong path: [Entry], root: UnsafeMutablePointer<ResolutionRoot>
    ) throws {
        let value = instance as! Service
        var frame = ResolutionFrame(entry: .passUnretained(self), parent: root.pointee.current)
        try withUnsafeMutablePointer(to: &frame) { pointer in
            root.pointee.current = pointer
            defer { root.pointee.current = pointer.pointee.parent }
            if isResolvable, let resolvable = value as? any Resolvable {
                do {
                    try resolvable.resolveDependencies(container)
                } catch {
                    throw FactoryError.passing(error, in: root, entry: self, path: path)
                }
                root.pointee.resolvedResolvables.append(resolvable)
            }
            for completion in completions {
                do {
                    try completion(container, value)
                } catch {
                    throw FactoryError.passing(error, in: root, entry: self, path: path)
                }
            }
        }
    }
}

/// An auto-wired entry: it holds the initializer as `context`, with the identities of its parameters
/// `Parameter…`, and its `make` reads them from here. A `make` that captured them would put them in a box of its
/// own, and a list of the parameters would be an array of its own: two more allocations per registration (a
/// factory's `make` still captures its closure: see `register(_:type:tag:dependsOn:fileID:line:column:factory:)`).
@usableFromInline
final class InitializerEntry<Service, Context, each Parameter>: TypedEntry<Service, Void>, @unchecked Sendable {
    // @unchecked: as ``TypedEntry``; `context` is a `let` made of the registration's `@Sendable` initializer
    // and type identities.

    /// Read by `make` straight from the entry (a copy into a local would retain the closure's captures).
    @usableFromInline let context: Context

    @inlinable
    init(
        _ configuration: Configuration, container: Container, context: Context, make: @escaping ErasedFactory,
        completions: [Completion] = []
    ) {
        self.context = context
        super.init(configuration, container: container, make: make, completions: completions)
    }

    /// The entry `make` was handed, as the `InitializerEntry` it is.
    @inlinable @inline(__always)
    static func of(_ entry: Entry) -> InitializerEntry {
        unsafeDowncast(entry, to: InitializerEntry.self)
    }

    /// One per initializer parameter, made when a graph asks (a snapshot or a registration query).
    override var dependencySlots: [DependencySlot] {
        var slots: [DependencySlot] = []
        for parameter in repeat (each Parameter).self {
            slots.append(.autowired(parameter))
        }
        return slots
    }

    override func replaced(_ configuration: Configuration, completions: [Completion]) -> TypedEntry<Service, Void> {
        InitializerEntry(configuration, container: container, context: context, make: make, completions: completions)
    }
}
