public import DIGraph
public import DISync

/// One registration as the resolver sees it: its key, how long its instances live, where it was registered.
///
/// An entry never changes once made (`implements` or `onResolved` replace it with a modified copy), so a
/// resolve reads it without a lock; only the kept instance changes, published through ``kept``.
///
/// Everything a resolve touches lives here, in a class that is not generic, at fixed offsets: a generic
/// class's fields are found through its metadata, which costs a runtime lookup per access from another module.
/// The service type only appears in the type-erased ``make`` closure and in the slow paths, written once in
/// `Entry+ServiceType.swift` and run with ``serviceType`` opened.
@usableFromInline
class Entry: @unchecked Sendable {
    // @unchecked: every stored property is a `let`; the kept instance in `kept` is written once, under the
    // cell's lock, before its flag is released, and read only after an acquiring load sees the flag.

    /// What the registration says about itself, copied whole when a modifier makes a new entry.
    @usableFromInline
    struct Configuration: @unchecked Sendable {
        // The one-byte fields sit in the key's tail padding (a `RuntimeKey` is 25 bytes), so a configuration is
        // 72 bytes, not 80: a smaller entry, in a smaller malloc size class.
        @usableFromInline var key: RuntimeKey
        @usableFromInline var scope: ComponentScope
        var source: EntrySource
        /// Where the factory runs, and whether making an instance needs `await` (``AsyncEntry``).
        @usableFromInline var isolation: EntryIsolation
        @usableFromInline var isAsync: Bool
        /// Declared dependencies (`dependsOn:`); read ``Entry/dependencySlots``, which adds auto-wired ones.
        var dependencies: [DependencySlot]
        /// Further keys that resolve to this entry (`implements`), with their types.
        @usableFromInline var forwards: [(type: Any.Type, key: RuntimeKey)]
        var site: RegistrationSite

        /// The type the key was made from: the service, or `(Argument…) -> Service` with runtime arguments. Not
        /// stored: a type's identity is its metadata's address, which is all an `Any.Type` holds, and eight bytes
        /// fewer leave room in the entry's malloc size class for its parameter bindings.
        @inlinable
        var keyType: Any.Type { unsafeBitCast(key.type, to: Any.Type.self) }

        @usableFromInline
        init(
            key: RuntimeKey, scope: ComponentScope, source: EntrySource,
            dependencies: [DependencySlot], forwards: [(type: Any.Type, key: RuntimeKey)], site: RegistrationSite,
            isolation: EntryIsolation = .nonisolated, isAsync: Bool = false
        ) {
            self.key = key
            self.isolation = isolation
            self.isAsync = isAsync
            self.scope = scope
            self.source = source
            self.dependencies = dependencies
            self.forwards = forwards
            self.site = site
        }
    }

    /// Makes the service: `(this entry, pointer to the arguments tuple, resolve in progress, pointer to
    /// uninitialized memory for the service)`. The entry brings the container, held unretained (it outlives
    /// every resolve of its entries: a strong reference costs a retain and a release per instance made); the
    /// factory or initializer is captured by `make` itself.
    @usableFromInline
    typealias ErasedFactory = (Entry, UnsafeRawPointer, UnsafeMutablePointer<ResolutionRoot>, UnsafeMutableRawPointer) throws -> Void

    /// An `onResolved` block, taking the instance as `Any`: blocks run once per instance made, after its whole
    /// graph, so the cast back to the service type costs nothing a resolve waits for, and an entry holding them
    /// need not be generic over its service (see ``FactoryEntry``).
    @usableFromInline
    typealias ErasedCompletion = @Sendable (Container, Any) throws -> Void

    // Stored properties are laid out in declaration order. The bytes come first, so the state byte sits right
    // after the object's header, at an offset known when compiling (``stateOffset``), and the three bytes' padding
    // before the first word takes the place of the tail padding behind the last: the object is 136 bytes either way.

    /// What a resolve must do beyond making the instance, as ``EntryState`` bits: check the isolation, run
    /// `onResolved` blocks, learn or use ``Resolvable``. Zero for nearly every entry once its first instance is
    /// made, so ``construct(arguments:root:keepInRoot:into:)`` tests one byte. Whether the service type implements
    /// ``Resolvable`` is learnt when the first instance is made, not at registration: a conformance lookup for a
    /// type the process has not asked about scans every conformance record in it, and an app registers most of its
    /// services at launch.
    /// Read and written only through ``stateByte``, as an ``UnsafeAtomicByte`` (threads that learn it at once store the
    /// same value), never as a Swift property: ThreadSanitizer reports every Swift access to a shared `var` from
    /// two threads, atomic or not.
    final var state: UInt8
    @usableFromInline let scope: ComponentScope
    /// Whether the entry makes exactly the service its key names and takes no arguments, so a typed resolve
    /// whose key matched may read its instance as that type without a dynamic cast. An entry whose key
    /// matched and that is not plain takes the runtime arguments its key type lists.
    @usableFromInline let isPlainService: Bool
    /// Which of an auto-wired initializer's first eight parameters are `Lazy`, `Provider` or optional (bit `i`
    /// for parameter `i`), told at registration: what a parameter the plan does not bind needs to know, on every
    /// resolve, without asking the runtime (see ``isSpecialParameter(_:_:)``). In the padding before
    /// ``bindings``, so it costs the entry no room.
    @usableFromInline let specialParameters: UInt8
    /// The address of the entries an auto-wired initializer's parameters resolve to, one per parameter, or of
    /// ``ParameterBindings/none`` (see `ParameterBindings.swift`). Read and written only through
    /// ``bindingsWord``, for the same reason as ``state``; right after it, at ``bindingsOffset``.
    final var bindings: UInt
    /// The address of the container the registration belongs to (see ``unmanagedContainer``). Read and written only
    /// through ``containerWord``, at ``containerOffset``: an opened scope's entries pass to the next open of the scope
    /// once the container they belonged to is gone (``RecycledScope``), and that open points them at itself.
    final var containerAddress: UInt

    @usableFromInline let configuration: Configuration
    @usableFromInline let make: ErasedFactory
    /// The kept instance, made once under the cell's lock, for scopes the container keeps (``UnsafeOnceCell/never``
    /// otherwise, whose flag is never set: the made-singleton check then needs no test of the scope first); a
    /// weak singleton's ``WeakInstance``, whose flag is never set either.
    @usableFromInline let kept: UnsafeOnceCell
    /// The `onResolved` blocks, in the order they were added.
    @usableFromInline let completions: [ErasedCompletion]

    @usableFromInline
    init(
        _ configuration: Configuration, container: Container, isPlainService: Bool,
        make: @escaping ErasedFactory, completions: [ErasedCompletion], kept: UnsafeOnceCell, specialParameters: UInt8 = 0
    ) {
        var state = EntryState.needsResolvableCheck | EntryState.checksCycles
        if !completions.isEmpty { state |= EntryState.hasCompletionBlocks }
        if configuration.scope != .unique { state |= EntryState.reusesInstance }
        if configuration.isolation != .nonisolated || configuration.isAsync { state |= EntryState.needsIsolationCheck }
        if Self.isKeptInScope(configuration, container) { state |= EntryState.keptInScope }
        self.state = state
        scope = configuration.scope
        self.isPlainService = isPlainService
        self.specialParameters = specialParameters
        bindings = UInt(bitPattern: ParameterBindings.none)
        containerAddress = UInt(bitPattern: Unmanaged.passUnretained(container).toOpaque())
        self.configuration = configuration
        self.make = make
        self.kept = kept
        self.completions = completions
        // Checked once per entry, here, before any other thread can see it: a layout that put the byte anywhere
        // else would make every resolve read and write the wrong byte.
        let base = Unmanaged.passUnretained(self).toOpaque()
        let offset = withUnsafeMutablePointer(to: &self.state) { UnsafeMutableRawPointer($0) } - base
        precondition(offset == Self.stateOffset, "DIRuntime: Entry.state is at offset \(offset), not \(Self.stateOffset)")
        // The word after it follows from the same layout rule (stored properties in declaration order); checked in
        // debug builds only, and by `EntryLayoutTests`: in release, the access would retain the entry being made,
        // on every registration.
        assert(
            withUnsafeMutablePointer(to: &bindings) { UnsafeMutableRawPointer($0) } - base == Self.bindingsOffset,
            "DIRuntime: Entry.bindings is not at offset \(Self.bindingsOffset)")
        assert(
            withUnsafeMutablePointer(to: &containerAddress) { UnsafeMutableRawPointer($0) } - base == Self.containerOffset,
            "DIRuntime: Entry.containerAddress is not at offset \(Self.containerOffset)")
    }

    var key: RuntimeKey { configuration.key }

    /// Whether `key` is this entry's own key or one it is forwarded to, tag and all (not a fallback to it).
    @usableFromInline
    func provides(_ key: RuntimeKey) -> Bool {
        configuration.key == key || configuration.forwards.contains { $0.key == key }
    }

    /// What the registration depends on, for the graph: the declared dependencies, or an auto-wired
    /// initializer's parameters (an ``InitializerEntry`` lists those only when asked).
    var dependencySlots: [DependencySlot] { configuration.dependencies }

    /// The parameters of an auto-wired initializer, in order, or `nil` for any other entry (``bind(in:validated:)``).
    var autowiredParameters: [DependencySlot]? { nil }

    /// The identity of the key's type: one load at a fixed offset (`configuration` is a `let` at the start of
    /// the object). Not stored again beside it: eight more bytes would put every entry in a larger malloc size
    /// class.
    /// `final`: read on every lookup, where a class's overridable getter costs a call through its vtable.
    @inlinable
    final var keyIdentity: ObjectIdentifier { configuration.key.type }

    /// Whether a made instance has post-construction work: `onResolved` blocks, or ``Resolvable``'s methods.
    @inlinable
    final var hasCompletions: Bool {
        let state = stateByte.loadRelaxed()
        if state & (EntryState.hasCompletionBlocks | EntryState.resolvable) != 0 { return true }
        return state & EntryState.needsResolvableCheck != 0 && learnResolvable()
    }

    /// Whether the service type implements ``Resolvable``; asked of the runtime once per entry, on first use.
    @inlinable
    final var isResolvable: Bool {
        let state = stateByte.loadRelaxed()
        if _fastPath(state & EntryState.needsResolvableCheck == 0) { return state & EntryState.resolvable != 0 }
        return learnResolvable()
    }

    /// Not nonisolated, or async: ``construct(arguments:root:keepInRoot:into:)`` checks the resolve may make it
    /// here.
    @inlinable
    final var needsIsolationCheck: Bool { stateByte.loadRelaxed() & EntryState.needsIsolationCheck != 0 }

    /// Asks whether the service type implements ``Resolvable`` and remembers the answer: the answer's bit
    /// first, then "unknown" cleared, so no thread ever reads "known, not resolvable" for a type that is. Threads
    /// learning it at once set the same bits; each step is atomic, so bootstrap changing another bit at the same
    /// moment loses nothing.
    @usableFromInline
    final func learnResolvable() -> Bool {
        let conforms = serviceConformsToResolvable
        if conforms { stateByte.setBitsRelaxed(EntryState.resolvable) }
        stateByte.clearBitsRelaxed(EntryState.needsResolvableCheck)
        return conforms
    }

    /// Whether the service type implements ``Resolvable``: a conformance lookup, made once per entry.
    var serviceConformsToResolvable: Bool { serviceType is any Resolvable.Type }

    /// The service's type, which the slow paths below open to run the code in `Entry+ServiceType.swift`: the key's
    /// type (a plain service's), unless a ``TypedEntry`` names it as its type parameter.
    var serviceType: Any.Type { configuration.keyType }

    /// The tuple type of the runtime arguments the service takes: none, unless a ``TypedEntry`` names them.
    var argumentsType: Any.Type { Void.self }

    deinit {
        deallocateKept(serviceType)
        deallocateBindings()
    }

    /// The container the registration belongs to; its dependencies are looked up from there, as the validator
    /// does. Unretained: a container owns its entries, and a child keeps its parents alive.
    @inlinable
    final var unmanagedContainer: Unmanaged<Container> {
        Unmanaged.fromOpaque(UnsafeAtomicWord.address(containerWord.load(ordering: .relaxed)))
    }

    /// The container the registration belongs to.
    var container: Container { unmanagedContainer.takeUnretainedValue() }

    /// Points the entry at `container`, an open of the scope whose earlier open, now gone, it belonged to: before
    /// `container` is returned to anyone, so no resolve reads the entry meanwhile.
    final func rebind(to container: Container) {
        containerWord.store(UInt(bitPattern: Unmanaged.passUnretained(container).toOpaque()), ordering: .relaxed)
    }

    /// A copy with another configuration and completions, of the same class; nothing cached is carried over but
    /// a registered instance.
    func replaced(_ configuration: Configuration, completions: [ErasedCompletion]) -> Entry {
        preconditionFailure("every entry class overrides replaced")
    }

    /// The instance as `Any`, for a forwarded key whose type differs from the entry's service type.
    ///
    /// - Parameter arguments: the runtime arguments as one tuple value (`()` when there are none).
    @usableFromInline
    final func resolveAny(arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        try resolveAny(serviceType, argumentsType, arguments: arguments, root: root)
    }

    /// A kept instance not made yet (or a weak singleton), made under the entry's lock into `output`.
    @usableFromInline
    final func resolveKept(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        // An opened scope's reference, unless an instance of the resolve waits for its blocks (the typed path
        // looks there first).
        if isKeptInScope, root.pointee.instances == nil,
           try resolveScopedReference(arguments: arguments, root: root, into: output) {
            return
        }
        try resolveKept(serviceType, argumentsType, arguments: arguments, root: root, into: output)
    }

    /// Owes the `onResolved` blocks to the instance at `instance`, for when its whole graph is made.
    @usableFromInline
    final func complete(_ instance: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>) {
        complete(instance, as: serviceType, root: root)
    }

    /// Runs the `onResolved` blocks on `instance`, made along `path`, in this entry's frame (``inFrame(_:_:)``, as
    /// every make, so the stack guard stands here too): a block that needs a new instance of this entry again (a
    /// `unique` one) is a cycle, not endless recursion.
    func runCompletions(on instance: Any, madeAlong path: [Entry], root: UnsafeMutablePointer<ResolutionRoot>) throws {
        try inFrame(root) {
            if isResolvable, let resolvable = instance as? any Resolvable {
                do {
                    try resolvable.resolveDependencies(container)
                } catch {
                    throw FactoryError.passing(error, in: root, entry: self, path: path)
                }
                root.pointee.resolvedResolvables.append(resolvable)
            }
            for completion in completions {
                do {
                    try completion(container, instance)
                } catch {
                    throw FactoryError.passing(error, in: root, entry: self, path: path)
                }
            }
        }
    }

    /// Copies `instance`, this entry's service kept in a resolve's root, into `output`.
    final func copy(_ instance: Any, into output: UnsafeMutableRawPointer) {
        copy(instance, as: serviceType, into: output)
    }

    /// Destroys the instance at `output` (made, then given up when an `onResolved` block threw).
    final func destroy(_ output: UnsafeMutableRawPointer) {
        destroy(output, as: serviceType)
    }

    /// Keeps the instance at `instance` in the resolve's root (shared instances, pending completions).
    @usableFromInline
    final func storeInRoot(_ instance: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>) {
        storeInRoot(instance, as: serviceType, root: root)
    }

    /// Makes the instance now when the entry is an eager singleton (``Container/bootstrap(isolation:)``).
    final func makeEagerly(root: UnsafeMutablePointer<ResolutionRoot>) throws {
        try makeEagerly(serviceType, argumentsType, root: root)
    }

    /// ``makeEagerly(root:)`` for ``Container/bootstrapAsync(isolation:)``, awaiting an async entry.
    final func makeEagerlyAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws {
        try await makeEagerlyAsync(serviceType, argumentsType, in: resolution, isolation: isolation)
    }

    /// The instance as `Any` for an async resolve, for a forwarded key.
    final func resolveAnyAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws -> Any {
        try await resolveAnyAsync(serviceType, argumentsType, in: resolution, isolation: isolation)
    }

    /// The name of the global actor of an async entry registered `on:` one other than the main actor.
    var globalActorName: String? { nil }

    /// The service type's name, for diagnostics.
    var serviceTypeDescription: String { String(describing: configuration.keyType) }

    /// The DIGraph key of the entry.
    @usableFromInline
    var serviceKey: ServiceKey { TypeDescription.serviceKey(of: configuration.keyType, tag: configuration.key.tag) }
}
