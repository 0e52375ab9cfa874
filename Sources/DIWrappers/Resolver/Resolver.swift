import DIGraph
public import DIRuntime
public import DISync  // public: `shared` is inlined into wrapper initializers

/// Trifork's `Resolver` over a DIRuntime ``/DIRuntime/Container``: register factories and singletons under a type and
/// an optional key, then inject them with ``Inject``, ``LazyInject`` and ``OptionalInject``.
///
/// ```swift
/// Resolver.shared.register(Bread.self, { PainAuChocolat() })
/// Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
/// Resolver.shared.registerAsSingleton(Planet.self, Earth())
///
/// final class Bakery {
///     @Inject var bread: Bread          // PainAuChocolat
///     @Inject("🥐") var bread2: Bread   // Croissant
/// }
/// ```
///
/// Keys are unique per type (`"🥐"` for `Bread` and for `Chocolate` are two keys) and are DIRuntime's tags: a
/// `String`, an `Int`, or a `RawRepresentable` of either. They are exact, as in Trifork: a keyed lookup never
/// uses the unkeyed registration (DIRuntime's own tagged resolve does, as Dip's), and an unkeyed lookup never
/// uses a keyed one. Validation, graph export and error text are the
/// container's: see ``validate()`` and ``container``.
///
/// Thread safety: registering and resolving are safe from any thread.
nonisolated public final class Resolver: Sendable {
    /// The resolver registrations and wrappers use: the one bound by `withResolver(_:_:)` for the
    /// current task, else the process-wide one, named `Resolver.shared`.
    ///
    /// The binding is a task-local, so tests running in parallel each see their own registrations (see the
    /// `DIWrappersTesting` trait). Tasks created with `Task { }` inherit it; detached tasks and other threads
    /// see the process-wide resolver. In a process that never binds one (an app), reading it is one relaxed
    /// atomic load, not a task-local lookup.
    @inlinable
    public static var shared: Resolver {
        sharedState.load(ordering: .relaxed) == SharedState.bound ? (bound ?? processWide) : processWide
    }

    /// Calls `body` with the container of ``shared``, borrowed: a wrapper's resolve then costs no reference
    /// count on the resolver or its container.
    @inlinable @inline(__always)
    static func withSharedContainer<Result>(_ body: (Container) throws -> Result) rethrows -> Result {
        var address = sharedState.load(ordering: .relaxed)
        if _slowPath(address <= SharedState.bound) { address = sharedContainerAddress(state: address) }
        // The container is the process-wide one, which lives as long as the process, or the bound resolver's,
        // which the task-local binding keeps alive for the whole of this call: lend it without a reference count.
        return try Unmanaged<Container>.fromOpaque(UnsafeAtomicWord.address(address))
            ._withUnsafeGuaranteedRef { try body($0) }
    }

    /// The address of the container of ``shared``, for ``withSharedContainer(_:)`` when ``sharedState`` held
    /// `state`, not an address: the process-wide container's, cached on the way while no resolver was ever
    /// bound, or the bound resolver's.
    @usableFromInline @inline(never)
    static func sharedContainerAddress(state: UInt) -> UInt {
        if state == SharedState.unknown {
            let processWideAddress = UInt(bitPattern: Unmanaged.passUnretained(processWide.container).toOpaque())
            // Only from `unknown`: a `withResolver(_:_:)` that stored `bound` meanwhile wins.
            let (cached, current) = sharedState.compareExchange(
                expected: SharedState.unknown, desired: processWideAddress)
            if cached || current != SharedState.bound { return processWideAddress }
        }
        return UInt(bitPattern: Unmanaged.passUnretained((bound ?? processWide).container).toOpaque())
    }

    /// The resolver used where none is bound.
    @usableFromInline static let processWide = Resolver(name: "Resolver.shared")
    /// The resolver `withResolver(_:_:)` binds for a task.
    @usableFromInline @TaskLocal static var bound: Resolver?
    /// Whether a resolver was ever bound, or else the process-wide container's address once known: until
    /// `withResolver(_:_:)` is first called (in an app, always) a wrapper needs one atomic load, no task-local
    /// lookup. See ``SharedState``.
    ///
    /// A word with static storage, zero (``SharedState/unknown``) when the process starts: reading it takes no
    /// one-time initialization check (the process-wide resolver, a lazy global, would).
    @inlinable static var sharedState: UnsafeAtomicWord { UnsafeAtomicWord.statically(.sharedResolverState) }

    /// The values of ``sharedState`` that are not a container's address.
    @usableFromInline
    enum SharedState {
        /// No wrapper has asked for the container yet, and no resolver was bound.
        @inlinable static var unknown: UInt { 0 }
        /// `withResolver(_:_:)` was called: from then on, ``shared`` looks the binding up. Never set back, so a
        /// task that inherits a binding and outlives its scope still finds it. A task sees the value its own
        /// `withResolver` stored, as everything it and its child tasks do comes after that.
        @inlinable static var bound: UInt { 1 }
    }

    /// The container that holds the registrations; use it for graph export or to mix in DIRuntime's own
    /// registration API (such registrations replace each other, as the container's rules say; a later
    /// registration through the resolver follows ``allowOverride``).
    public let container: Container

    /// Whether registering a type and key that is already registered replaces the registration (`true`) or
    /// stops the program with a message naming both registration sites (`false`, the default, as in Trifork).
    public var allowOverride: Bool {
        get { overrides.withLock { $0 } }
        set { overrides.withLock { $0 = newValue } }
    }

    /// The name diagnostics use for this resolver's container.
    public var name: String { container.name }

    private let overrides = Locked(false)
    /// Held from asking the container whether a key is registered until registering it, so two threads
    /// registering one key cannot both find it free. The sites themselves are the container's.
    let registering = Lock()

    /// - Parameters:
    ///   - name: the container's name in diagnostics.
    ///   - parents: resolvers whose registrations this one sees (a test resolver may see the app's); a key
    ///     registered here shadows theirs.
    public init(name: String = "Resolver", parents: [Resolver] = []) {
        container = Container(
            name: name, parents: parents.map(\.container), allowsOverrides: true, bindingAdvice: .wrappers)
    }

    /// A resolver over a container a scope made (its declaration, or an opened scope).
    init(wrapping container: Container) {
        self.container = container
    }
}

extension BindingAdvice {
    /// The fix in the resolver's API: a registration states its type, so register the protocol itself.
    static let wrappers = BindingAdvice(
        unboundType: "'{type}' is declared here but not registered",
        unboundConformance: "'{type}' conforms to '{protocol}' but is registered only as '{type}'; register it "
            + "as the protocol too: 'Resolver.shared.register((any {protocol}).self) { … }'",
        unboundConformer: "'{type}' conforms to '{protocol}' but is not registered",
        uncollected: "to collect '{type}' from contributions, register each with "
            + "'Resolver.shared.register(into: {type}.self{key}) { … }', or declare that it may be empty with "
            + "'Resolver.shared.allowEmpty({type}.self)'",
        unkeptCloseAction: "register '{type}' with 'scope: .singleton' (or '.eagerSingleton', '.weakSingleton'), or "
            + "'registerAsSingleton', or remove its 'onClose'",
        // A `Lazy` or `Provider` resolves synchronously when used, so it cannot make an async service either.
        deferredAsyncDependency: nil)
}
