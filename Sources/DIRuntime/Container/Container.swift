import DIGraph
public import DISync

/// A runtime dependency-injection container with Dip's semantics: register factories, initializers and
/// instances under a type and an optional tag, then resolve them from any thread.
///
/// ```swift
/// let container = Container(name: "App")
/// container.register(.singleton) { _ in Database() }
/// container.register(Repository.init)              // auto-wired: `Repository(database:)`
/// try container.bootstrap()                        // validate without running a factory, then freeze
/// let repository: Repository = try container.resolve()
/// ```
///
/// Thread safety: registering takes the container's mutex; resolving takes no global lock. A made singleton
/// is read with one atomic load, and a singleton is made under its own lock, so unrelated resolves never wait
/// for each other, and a factory may resolve on another thread and wait for it.
public final class Container: Sendable {
    /// The name diagnostics and graph exports use.
    public let name: String
    /// The containers whose registrations this one sees, in order; a key two of them provide is ambiguous.
    public var parents: [Container] { scopeParent.map { [$0] } ?? declaredParents }
    /// The parents given to an ordinary container (or a scope's declaration, which has none).
    private let declaredParents: [Container]
    /// An opened scope's one parent, held in a field rather than in a one-element array: an open allocates no
    /// array, and its `deinit` frees none. Retained by hand (by the open, released at the end of `deinit`) and read
    /// unretained: a container its scopes hold weakly, as a scope's parent always is, takes the runtime's slow path
    /// for each retain and release, and a strong field is retained again to be destroyed.
    let heldScopeParent: Unmanaged<Container>?
    /// ``heldScopeParent``, for code that is not hot.
    var scopeParent: Container? { heldScopeParent?.takeUnretainedValue() }
    /// Whether registering a key again replaces the earlier registration (Dip's behavior). When `false`, a
    /// second registration is refused and reported as `duplicateBinding`.
    public let allowsOverrides: Bool

    /// The registrations, words and caches, which a recycled open of a scope takes over (``RecycledScope``).
    let storage: ContainerStorage
    /// ``ContainerStorage/state``, copied here: read through the storage, each use retains and releases it.
    @usableFromInline let state: Locked<ContainerState>
    /// The address of the plan resolves read lock-free (0 when there is none): the one `bootstrap()` froze, or
    /// a provisional one before it; the plan itself is kept alive by `state`.
    @usableFromInline let planAddress: UnsafeAtomicWord
    /// The thread-local slot's key, copied here so a resolve does not pay for a lazy global's check.
    @usableFromInline let threadKey: ThreadResolution.Key
    /// Lookups that needed the DIGraph visibility rule (parents, tag fallback), valid while no registration
    /// changes this container or an ancestor (see ``visibilityVersion``).
    var visibilityCache: Locked<VisibilityCache> { storage.visibilityCache }
    /// Registrations into this container so far, bumped once each is in `state`.
    let version: UnsafeAtomicWord
    /// 1 once anything was contributed to a collection here (`register(into:)`, `allowEmpty`), else 0: a lookup
    /// that finds no key in a container without parents asks it before answering "missing", since a collection
    /// is no key of the container's own (``lookupInOwnGraph(_:type:)``).
    let collectionsRegistered: UnsafeAtomicWord
    /// Every container this one sees into, each once: its parents, theirs, and so on. Parents are fixed at
    /// `init`, so this is too. Made on each read for an opened scope, which reads it only to bootstrap a first open.
    var ancestors: [Container] { scopeParent.map { [$0] + $0.ancestors } ?? declaredAncestors }
    /// ``ancestors`` of a container with ``declaredParents``.
    private let declaredAncestors: [Container]
    /// Whether the container has a parent (an opened scope always has).
    var hasParents: Bool { heldScopeParent != nil || !declaredParents.isEmpty }
    /// Containers linked with ``collaborate(with:)``, held weakly: two collaborators hold each other, and strong
    /// references both ways would keep both alive forever (LeakSanitizer found it).
    var collaborators: Locked<[WeakContainer]> { storage.collaborators }
    /// The words of a missing key's advice about a registered type that conforms to the missing protocol.
    package var bindingAdvice: BindingAdvice { ownAdvice ?? openedFrom?.template.bindingAdvice ?? .runtime }
    /// The advice given at `init`; `nil` for an opened scope, which reads its scope's (seven strings an open would
    /// otherwise copy, and its `deinit` release).
    private let ownAdvice: BindingAdvice?
    /// What ``onFactoryError(_:)`` registered; read only when a factory throws.
    var factoryErrorObservers: Locked<[@Sendable (FactoryError) -> Void]> { storage.factoryErrorObservers }
    /// Whether this is an ordinary container, a scope's declaration or an opened scope (see ``Scope``).
    let role: ContainerRole
    /// The scope this container is an open of, which takes its registrations back when it goes after its close.
    let openedFrom: Scope?
    /// The registrations a closed open left, which this open was made with (``RecycledScope``), to leave again.
    let recycledFrom: RecycledScope?
    /// 1 once a registration here has a close action (``Registration/onClose(fileID:line:column:_:)-(_)``), else 0:
    /// only then is the order kept instances are made in recorded, for ``close(fileID:line:column:)`` to
    /// run the actions newest first. An opened scope's kept instances take their places in their cells instead
    /// (``keptOrder(recording:)``); what else it keeps is bound, never made, so it records nothing without actions.
    let recordsKeptInstances: UnsafeAtomicWord
    /// How many instances an opened scope has kept so far: each takes the next number, so its close can run the
    /// actions of the newest first without a list kept under the container's mutex (``keptOrder(recording:)``).
    let keptCount: UnsafeAtomicWord
    /// 1 once the container cannot leave its storage to another open (``RecycledScope``), else 0: it has a
    /// collaborator or a factory-error observer (set before either is added), or a close ran inside the make of one
    /// of its kept instances, whose cell then still holds what that make kept. Its `deinit` tells without taking
    /// the two lists' locks.
    let keepsStorage: UnsafeAtomicWord
    /// How many scopes opened from this container are on its list (``ContainerLifecycle/openScopes``), changed
    /// with the list under the mutex: a synchronous close of a container without close actions asks it, not the
    /// list, whether anything it closes could need an `await`.
    let openScopeCount: UnsafeAtomicWord
    /// Twice the number of makes of an opened scope's kept instances under way, plus 1 once its close refused any
    /// more (``refuseMakesNoneUnderWay()``): a close that finds none under way visits only the cells its
    /// ``keptOrderList`` names.
    let scopedMakes: UnsafeAtomicWord
    /// The address of the opened scope's ``KeptOrderList``, 0 when it has none (a first open: a recycled one's
    /// storage has it).
    let keptOrderList: UnsafeAtomicWord

    /// - Parameters:
    ///   - name: the container's name in diagnostics and exports.
    ///   - parents: containers whose registrations this one sees (Saber's `dependsOn`); never the reverse.
    ///   - allowsOverrides: whether a second registration of one key replaces the first.
    public convenience init(name: String = "Container", parents: [Container] = [], allowsOverrides: Bool = true) {
        self.init(name: name, parents: parents, allowsOverrides: allowsOverrides, bindingAdvice: .runtime)
    }

    /// - Parameters:
    ///   - bindingAdvice: how a missing key's advice names the fix; a front-end built on the container
    ///   (DIWrappers) gives its own API's words;
    ///   and ``role`` what the container is for.
    package convenience init(
        name: String, parents: [Container], allowsOverrides: Bool, bindingAdvice: BindingAdvice,
        role: ContainerRole = .ordinary
    ) {
        self.init(
            name: name, parents: parents, heldScopeParent: nil, allowsOverrides: allowsOverrides,
            bindingAdvice: bindingAdvice, role: role, storage: ContainerStorage(), openedFrom: nil, recycledFrom: nil)
    }

    /// A container in `storage`: new, or what a closed open of `openedFrom` left (`recycledFrom`). An opened scope
    /// passes its parent as `heldScopeParent`, a reference retained for it, which the container takes over (its
    /// `deinit` releases it, however soon), and no `parents`.
    init(
        name: String, parents: [Container], heldScopeParent: Unmanaged<Container>?, allowsOverrides: Bool,
        bindingAdvice: BindingAdvice?, role: ContainerRole, storage: ContainerStorage, openedFrom: Scope?,
        recycledFrom: RecycledScope?
    ) {
        self.recycledFrom = recycledFrom
        ownAdvice = bindingAdvice
        self.role = role
        self.openedFrom = openedFrom
        threadKey = ThreadResolution.key
        self.storage = storage
        state = storage.state
        let words = storage.words
        planAddress = UnsafeAtomicWord(at: words)
        version = UnsafeAtomicWord(at: words + 1)
        collectionsRegistered = UnsafeAtomicWord(at: words + 2)
        recordsKeptInstances = UnsafeAtomicWord(at: words + 3)
        keptCount = UnsafeAtomicWord(at: words + 4)
        keepsStorage = UnsafeAtomicWord(at: words + 5)
        openScopeCount = UnsafeAtomicWord(at: words + 6)
        scopedMakes = UnsafeAtomicWord(at: words + 7)
        keptOrderList = UnsafeAtomicWord(at: words + 8)
        self.name = name
        declaredParents = parents
        self.heldScopeParent = heldScopeParent
        self.allowsOverrides = allowsOverrides
        declaredAncestors = parents.isEmpty ? [] : Self.ancestors(of: parents)
    }

    /// Every container `parents` see into, each once, in order: the parents, theirs, and so on.
    private static func ancestors(of parents: [Container]) -> [Container] {
        // One parent: its ancestors hold each container once already, and not the parent.
        if parents.count == 1 { return parents[0].ancestors.isEmpty ? parents : parents + parents[0].ancestors }
        var ancestors: [Container] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = Array(parents.reversed())
        while let container = pending.popLast() {
            guard seen.insert(ObjectIdentifier(container)).inserted else { continue }
            ancestors.append(container)
            pending += container.parents.reversed()
        }
        return ancestors
    }

    deinit {
        // After everything else: the parent held by hand.
        defer { heldScopeParent?.release() }
        // A closed open of a scope leaves its registrations and storage to the next open (its close took it off
        // its parent's list); otherwise the storage goes with the last reference to it.
        if let openedFrom, !openedFrom.recycle(self) { leaveParent() }
    }

    /// The sum of the registration counts of this container and its ancestors: it changes exactly when one
    /// of them registers, since each count only grows. A registration anywhere else leaves it alone, so it
    /// does not throw away this container's cached answers.
    var visibilityVersion: Int {
        let own = version.load(ordering: .acquiring)
        // An opened scope's ancestors are its parent and the parent's, each once: the parent's sum is theirs.
        if let heldScopeParent {
            return Int(bitPattern: own) &+ heldScopeParent._withUnsafeGuaranteedRef { $0.visibilityVersion }
        }
        return Int(bitPattern: declaredAncestors.reduce(own) { $0 &+ $1.version.load(ordering: .acquiring) })
    }

    /// The published plan: the frozen one after `bootstrap()`, else a provisional one while it stands, else `nil`.
    @inlinable
    var plan: ResolutionPlan? {
        let address = planAddress.load(ordering: .acquiring)
        guard address != 0 else { return nil }
        return Unmanaged<ResolutionPlan>.fromOpaque(UnsafeAtomicWord.address(address)).takeUnretainedValue()
    }

    /// The plan's entry making exactly the service of the untagged type `type`, without arguments, read without a
    /// lock or a reference count (the plan and its entries live as long as the container); `nil` when there is no
    /// plan or it holds no such entry (a forwarded key, or one past the plan, is looked up the general way).
    ///
    /// Not generic, and returning the reference unmanaged: callers read it inside `_withUnsafeGuaranteedRef`, in
    /// functions that are not generic either, so nothing of the lookup is specialized per service type.
    @inlinable @inline(__always)
    func plannedServiceEntry(untagged type: ObjectIdentifier) -> Unmanaged<Entry>? {
        let address = planAddress.load(ordering: .acquiring)
        guard address != 0 else { return nil }
        return Unmanaged<ResolutionPlan>.fromOpaque(UnsafeAtomicWord.address(address))._withUnsafeGuaranteedRef {
            $0.ownServiceEntry(untagged: type)
        }
    }
}
