import DIGraph
public import DIRuntime
public import Synchronization  // public: `shared` is inlined into wrapper initializers

/// Trifork's `Resolver` over a DIRuntime ``Container``: register factories and singletons under a type and
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
/// Keys are unique per type (`"🥐"` for `Bread` and for `Chocolate` are two keys) and follow DIRuntime's tag
/// rules: a `String`, an `Int`, or a `RawRepresentable` of either; a keyed lookup falls back to the unkeyed
/// registration, an unkeyed lookup never uses a keyed one. Validation, graph export and error text are the
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
        unboundContainer.load(ordering: .relaxed) == 0 ? (bound ?? processWide) : processWide
    }

    /// Calls `body` with the container of ``shared``, borrowed: a wrapper's resolve then costs no reference
    /// count on the resolver or its container.
    @inlinable @inline(__always)
    static func withSharedContainer<Result>(_ body: (Container) throws -> Result) rethrows -> Result {
        let address = unboundContainer.load(ordering: .relaxed)
        if address != 0, let pointer = UnsafeRawPointer(bitPattern: address) {
            // The process-wide container lives as long as the process: lend it without a reference count.
            return try Unmanaged<Container>.fromOpaque(pointer)._withUnsafeGuaranteedRef { try body($0) }
        }
        return try body((bound ?? processWide).container)
    }

    /// The resolver used where none is bound.
    @usableFromInline static let processWide = Resolver(name: "Resolver.shared")
    /// The resolver `withResolver(_:_:)` binds for a task.
    @usableFromInline @TaskLocal static var bound: Resolver?
    /// The process-wide container's address until `withResolver(_:_:)` is first called, then 0: until then (in
    /// an app, always) a wrapper needs one atomic load, no task-local lookup. Never set back, so a task that
    /// inherits a binding and outlives its scope still finds it. A task sees the 0 its own `withResolver`
    /// stored, as everything it and its child tasks do comes after that.
    @usableFromInline static let unboundContainer = Atomic(
        UInt(bitPattern: Unmanaged.passUnretained(processWide.container).toOpaque()))

    /// The container that holds the registrations; use it for graph export or to mix in DIRuntime's own
    /// registration API (such registrations replace each other, as the container's rules say; a later
    /// registration through the resolver follows ``allowOverride``).
    public let container: Container

    /// Whether registering a type and key that is already registered replaces the registration (`true`) or
    /// stops the program with a message naming both registration sites (`false`, the default, as in Trifork).
    public var allowOverride: Bool {
        get { overrides.load(ordering: .relaxed) }
        set { overrides.store(newValue, ordering: .relaxed) }
    }

    /// The name diagnostics use for this resolver's container.
    public var name: String { container.name }

    private let overrides = Atomic(false)
    /// Held from asking the container whether a key is registered until registering it, so two threads
    /// registering one key cannot both find it free. The sites themselves are the container's.
    let registering = Mutex(())

    /// - Parameters:
    ///   - name: the container's name in diagnostics.
    ///   - parents: resolvers whose registrations this one sees (a test resolver may see the app's); a key
    ///     registered here shadows theirs.
    public init(name: String = "Resolver", parents: [Resolver] = []) {
        container = Container(name: name, parents: parents.map(\.container), allowsOverrides: true)
    }
}
