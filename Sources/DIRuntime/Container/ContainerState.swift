/// What a container has registered, behind its mutex.
@usableFromInline
struct ContainerState {
    /// Every untagged key, including forwarded ones (`implements`), to the entry that provides it; keyed by
    /// the type's identity alone, which hashes faster and stores smaller than a ``RuntimeKey``.
    private var untagged = EntryTable()
    /// Every tagged key to the entry that provides it.
    private var tagged: [RuntimeKey: Entry] = [:]
    /// Registrations refused because the container forbids overrides; ``Container/validate()`` reports them
    /// as `duplicateBinding`, and resolving their key throws that diagnostic.
    var refused: [Entry] = []
    /// Forwards a container refusing overrides did not give their registration, because another one holds the
    /// key: the graph shows them, so `validate()` reports the duplicate, while the holder keeps resolving.
    var refusedForwards: [ObjectIdentifier: Set<RuntimeKey>] = [:]
    /// The keys of ``refused``, so a lookup of any other key pays one check, and only while some are refused.
    private(set) var refusedKeys: Set<RuntimeKey> = []
    /// The `duplicateBinding` error of each refused key, made on its first resolve (it takes a validation
    /// run), with the container's ``Container/version`` it was made at: a later registration makes it stale.
    var duplicateErrors: [RuntimeKey: (version: Int, error: ResolutionError)] = [:]
    /// Contributions (`register(into:)`), to every collection, in registration order: the order a collection
    /// lists this container's in, after its ancestors' (DIGraph's rule, `GraphIndex.contributions(to:in:)`).
    private(set) var contributions: [Contribution] = []
    /// The identities of the collection types in ``contributions``: a key of the container's own that is one of
    /// them is both bound and contributed to, which only the graph's rule may answer (with its error).
    private(set) var contributedTypes: Set<ObjectIdentifier> = []
    /// Collections declared as allowed to be empty (`allowEmpty`), by the identity of their type.
    var emptyCollections: [ObjectIdentifier: (shape: CollectionShape, site: RegistrationSite)] = [:]
    /// Set by ``Container/bootstrap()``; registering after it is a programming error.
    var plan: ResolutionPlan?
    /// Plans published before bootstrap, once registrations went quiet (see ``Container/lookup(_:type:)``).
    /// A resolve may still be reading one after a registration withdrew it, so none is freed before the
    /// container; there are at most ``maximumProvisionalPlans``.
    var provisionalPlans: [ResolutionPlan] = []
    /// Lookups through the mutex since the last registration.
    var lockedLookups = 0
    /// Plans a ``Container/reset()`` or a ``Container/remove(_:tag:)`` withdrew: a resolve may still be reading
    /// one, so they live as long as the container.
    var retiredPlans: [ResolutionPlan] = []
    /// The plan the entries' parameter bindings were made from (``ParameterBindings``): the frozen one, or the
    /// provisional one published now.
    private var boundPlan: ResolutionPlan?
    /// Parameter bindings of entries whose plan was withdrawn: a resolve may still be reading them, so the
    /// container frees them when it goes.
    var retiredBindings: [UnsafeMutableRawPointer] = []
    /// Each entry a modifier (`implements`, `onResolved`) replaced, to the entry that replaced it, so that every
    /// copy of a ``Registration`` reaches the registration as it is now (see ``current(of:)``). The replaced
    /// entry is held too: its identity must not be reused by a new entry while the map names it.
    private var successors: [ObjectIdentifier: (replaced: Entry, by: Entry)] = [:]
    /// Scopes, externals, close actions and whether the container is closed.
    var lifecycle = ContainerLifecycle()

    /// Lookups through the mutex, without a registration between them, after which a provisional plan is made.
    static let lookupsBeforeProvisionalPlan = 32
    /// After this many withdrawn plans, registrations and resolves keep interleaving: stay on the mutex.
    static let maximumProvisionalPlans = 8

    /// A plan of the current registrations, when resolves have gone on long enough without a registration.
    mutating func provisionalPlanIfDue() -> ResolutionPlan? {
        lockedLookups += 1
        guard plan == nil, lifecycle.refusal == nil, lockedLookups >= Self.lookupsBeforeProvisionalPlan,
              provisionalPlans.count < Self.maximumProvisionalPlans
        else { return nil }
        let keys = contributedTypes.isEmpty ? keyedEntries : keyedEntries.filter { !contributedTypes.contains($0.key.type) }
        let provisional = ResolutionPlan(keys: keys, refused: refusedKeys)
        provisionalPlans.append(provisional)
        bindParameters(in: provisional, validated: .none)
        return provisional
    }

    /// Binds the auto-wired parameters of `plan`'s entries (``Entry/bind(in:validated:)``), withdrawing the
    /// bindings of the plan bound before.
    ///
    /// - Parameter validated: the entries a validation of this state saw, which bootstrap may prove; none for a
    ///   provisional plan, which is never validated; all for an opened scope whose declaration was validated.
    mutating func bindParameters(in plan: ResolutionPlan, validated: ValidatedEntries) {
        unbindParameters()
        for entry in plan.entries {
            entry.bind(
                in: plan, validated: validated.contains(ObjectIdentifier(entry)),
                isElement: plan.elementEntries.contains(ObjectIdentifier(entry)))
        }
        boundPlan = plan
    }

    /// Withdraws the bindings of the plan bound last, when it is withdrawn (a registration, `remove`, `reset`).
    /// Every registration asks, and almost always finds none bound: that test is inlined and retains nothing.
    @inline(__always)
    mutating func unbindParameters() {
        if boundPlan != nil { unbindBoundPlan() }
    }

    private mutating func unbindBoundPlan() {
        guard let plan = boundPlan else { return }
        retiredBindings += plan.entries.compactMap { $0.unbind() }
        boundPlan = nil
    }

    /// The registration `entry` was, as modifiers have made it since: `entry` itself when none has.
    func current(of entry: Entry) -> Entry {
        var current = entry
        while let next = successors[ObjectIdentifier(current)]?.by { current = next }
        return current
    }

    /// Records that a modifier replaced `old` with `new`.
    mutating func recordSuccessor(of old: Entry, _ new: Entry) {
        successors[ObjectIdentifier(old)] = (old, new)
    }

    /// The forwarded keys (`implements`) `entry` provides now: a later registration forwarding the same type and
    /// tag took that key over, and the entry keeps the others. A refused entry keeps all of its own, to report.
    func ownedForwards(of entry: Entry) -> [(type: Any.Type, key: RuntimeKey)] {
        if refused.contains(where: { $0 === entry }) { return entry.configuration.forwards }
        let refusedKeys = refusedForwards[ObjectIdentifier(entry)] ?? []
        return entry.configuration.forwards.filter { self[$0.key] === entry || refusedKeys.contains($0.key) }
    }

    /// Withdraws every plan (the frozen one, the provisional ones) into ``retiredPlans``: resolves go back to
    /// the mutex, and ``Container/bootstrap()`` may freeze again.
    mutating func retirePlans() {
        unbindParameters()
        retiredPlans += provisionalPlans + (plan.map { [$0] } ?? [])
        provisionalPlans = []
        plan = nil
        lockedLookups = 0
    }

    /// The state of a container that registered nothing, keeping the plans it retired.
    func emptied() -> ContainerState {
        var empty = ContainerState()
        empty.lifecycle.refusal = lifecycle.refusal
        empty.lifecycle.declaredScopes = lifecycle.declaredScopes
        empty.lifecycle.openScopes = lifecycle.openScopes
        empty.retiredPlans = retiredPlans + provisionalPlans + (plan.map { [$0] } ?? [])
        empty.retiredBindings = retiredBindings
        return empty
    }

    /// Removes `key` alone: the entry it led to stays under its other keys, and is released with its kept
    /// instance when no key leads to it any more.
    mutating func removeKey(_ key: RuntimeKey) {
        self[key] = nil
        if refusedKeys.contains(key) {
            refused.removeAll { $0.key == key }
            refusedKeys.remove(key)
            duplicateErrors[key] = nil
        }
    }

    /// Adds `contribution` after the ones registered before it.
    mutating func append(_ contribution: Contribution) {
        recordModule(of: contribution.entry)
        contributions.append(contribution)
        contributedTypes.insert(ObjectIdentifier(contribution.shape.collectionType))
    }

    /// Removes the contributions to the collection type `type` and its declaration that it may be empty.
    mutating func removeCollection(_ type: ObjectIdentifier) {
        guard contributedTypes.contains(type) || emptyCollections[type] != nil else { return }
        contributions.removeAll { ObjectIdentifier($0.shape.collectionType) == type }
        contributedTypes.remove(type)
        emptyCollections[type] = nil
    }

    /// Keeps `entry`, a second registration of a key the container already has, to report it.
    mutating func refuse(_ entry: Entry) {
        refused.append(entry)
        refusedKeys.insert(entry.key)
    }

    /// Whether a registration of `key` was refused.
    func isRefused(_ key: RuntimeKey) -> Bool {
        !refusedKeys.isEmpty && refusedKeys.contains(key)
    }

    /// The entry registered under exactly `key`.
    subscript(key: RuntimeKey) -> Entry? {
        get { key.tag == nil ? untagged[key.type] : tagged[key] }
        set {
            if key.tag == nil { untagged[key.type] = newValue } else { tagged[key] = newValue }
        }
    }

    /// Stores `entry` under `key`, returning what was there.
    mutating func updateValue(_ entry: Entry, forKey key: RuntimeKey) -> Entry? {
        key.tag == nil ? untagged.updateValue(entry, forKey: key.type) : tagged.updateValue(entry, forKey: key)
    }

    /// Every key with its entry.
    var keyedEntries: [RuntimeKey: Entry] {
        var all = tagged
        for (type, entry) in untagged.elements { all[RuntimeKey(identifier: type, tag: nil)] = entry }
        return all
    }

    /// A number equal for two containers whose registrations were made by the same calls, whatever their order
    /// (an opened scope against its declaration): each key with its entry's registration site and scope, summed.
    var registrationFingerprint: Int {
        func print(_ key: RuntimeKey, _ entry: Entry) -> UInt {
            let site = entry.configuration.site
            var value = UInt(bitPattern: key.type.hashValue) &* IdentityHash.multiplier
            value = (value ^ UInt(bitPattern: key.tag?.hashValue ?? 0)) &* IdentityHash.multiplier
            value = (value ^ UInt(bitPattern: site.fileID)) &* IdentityHash.multiplier
            value = (value ^ UInt(site.line) ^ UInt(site.column) << 20) &* IdentityHash.multiplier
            return value ^ UInt(bitPattern: entry.scope.hashValue)
        }
        var total: UInt = 0
        for (type, entry) in untagged.elements { total &+= print(RuntimeKey(identifier: type, tag: nil), entry) }
        for (key, entry) in tagged { total &+= print(key, entry) }
        for entry in refused { total &+= print(entry.key, entry) }
        for contribution in contributions { total &+= print(contribution.entry.key, contribution.entry) }
        return Int(bitPattern: total)
    }

    /// The distinct entries, each once, in no particular order, refused ones last: for work that needs no order,
    /// without the sort by registration site ``distinctEntries`` pays.
    var unorderedEntries: [Entry] {
        var seen: Set<ObjectIdentifier> = []
        var result: [Entry] = []
        for entry in untagged.elements.lazy.map(\.entry) where seen.insert(ObjectIdentifier(entry)).inserted {
            result.append(entry)
        }
        for entry in tagged.values where seen.insert(ObjectIdentifier(entry)).inserted {
            result.append(entry)
        }
        return result + refused
    }

    /// The distinct entries, each once, refused ones last.
    var distinctEntries: [Entry] {
        var seen: Set<ObjectIdentifier> = []
        var result: [Entry] = []
        for entry in untagged.elements.map(\.entry) + Array(tagged.values) where seen.insert(ObjectIdentifier(entry)).inserted {
            result.append(entry)
        }
        result.sort { $0.configuration.site.isBefore($1.configuration.site) }
        return result + refused
    }
}

/// The entries a validation saw, which bootstrap may prove (``ContainerState/bindParameters(in:validated:)``).
enum ValidatedEntries {
    case none
    /// Every entry of the plan: an opened scope registered what its declaration's validation saw.
    case all
    case only(Set<ObjectIdentifier>)

    func contains(_ entry: ObjectIdentifier) -> Bool {
        switch self {
        case .none: false
        case .all: true
        case .only(let entries): entries.contains(entry)
        }
    }
}

extension RegistrationSite {
    /// Registration order within a file, for a stable graph.
    func isBefore(_ other: RegistrationSite) -> Bool {
        let file = self.file
        let otherFile = other.file
        if file != otherFile { return file < otherFile }
        if line != other.line { return line < other.line }
        return column < other.column
    }
}
