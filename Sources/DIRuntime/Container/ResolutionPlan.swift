/// What ``Container/bootstrap()`` freezes: the container's own keys, and those it finds in frozen ancestors, in
/// an open-addressing table that a resolve reads without a lock.
///
/// Untagged keys of an entry's own service (nearly every lookup) hash one pointer with ``IdentityHash``, no
/// `Hasher`, in a table where a hit needs no further test; forwarded keys, keys with runtime arguments and tagged
/// keys sit in ordinary dictionaries beside it.
@usableFromInline
final class ResolutionPlan: @unchecked Sendable {
    // @unchecked: immutable after `init`; the buffers are owned here and freed in `deinit`.
    @usableFromInline let mask: Int
    @usableFromInline let shift: UInt
    /// Identity and entry side by side, so a probe touches one cache line. Only keys an entry makes exactly,
    /// without arguments (`isPlainService`, its own key): a typed resolve that finds one reads or makes the service
    /// without asking the entry whether it may.
    @usableFromInline let slots: UnsafeMutablePointer<(identity: UInt, entry: Unmanaged<Entry>?)>
    /// The other untagged keys: forwarded ones (`implements`), and those of entries taking runtime arguments.
    let otherUntagged: [ObjectIdentifier: Entry]
    @usableFromInline let tagged: [RuntimeKey: Entry]
    /// The container's own entries, each once (bootstrap makes the eager ones); they and ``inheritedEntries``
    /// keep every entry of the table alive.
    let entries: [Entry]
    /// Entries of frozen ancestors that the container's keys lead to.
    let inheritedEntries: [Entry]
    /// The container's own contributions' entries, among ``entries``: reached only from their collections.
    let elementEntries: Set<ObjectIdentifier>
    /// Keys whose second registration was refused (provisional plans only: `bootstrap()` fails on them); left
    /// out of the table so that resolving one reaches the `duplicateBinding` error.
    let refusedKeys: Set<RuntimeKey>

    /// - Parameters:
    ///   - keys: every key the container registers, with its entry.
    ///   - refused: keys to leave out of the table.
    ///   - inherited: keys the container finds in frozen ancestors, with the entry found; its own keys win.
    ///   - contributions: the entries of the container's own contributions (`register(into:)`), reached through
    ///     their collections' entries, not by a key: listed so bootstrap binds their parameters and makes the eager
    ///     ones.
    init(
        keys own: [RuntimeKey: Entry], refused: Set<RuntimeKey> = [], inherited: [RuntimeKey: Entry] = [:],
        contributions: [Entry] = []
    ) {
        refusedKeys = refused
        var keys = refused.isEmpty ? own : own.filter { !refused.contains($0.key) }
        keys.merge(inherited) { own, _ in own }
        // The entry's own key, tag included: an untagged key forwarded from a tagged registration of the same type
        // is not, since its `shared` instance is kept apart (``TaggedShare``).
        let isOwnService = { (key: RuntimeKey, entry: Entry) in entry.isPlainService && entry.configuration.key == key }
        let untagged = keys.filter { $0.key.tag == nil && isOwnService($0.key, $0.value) }
        otherUntagged = Dictionary(uniqueKeysWithValues: keys.lazy
            .filter { $0.key.tag == nil && !isOwnService($0.key, $0.value) }.map { ($0.key.type, $0.value) })
        // At most a quarter full: with linear probing, a key's home slot is then taken by another key about one
        // time in eight, not one in three as at half full, and the probe every resolve starts with rarely walks
        // (16 bytes a slot: 64 per service, against 32).
        var capacity = 16
        while capacity < untagged.count * 4 { capacity *= 2 }
        mask = capacity - 1
        shift = IdentityHash.shift(forCapacity: capacity)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: (0, nil), count: capacity)
        tagged = keys.filter { $0.key.tag != nil }
        var unique: [ObjectIdentifier: Entry] = [:]
        for entry in own.values { unique[ObjectIdentifier(entry)] = entry }
        for entry in contributions { unique[ObjectIdentifier(entry)] = entry }
        elementEntries = Set(contributions.map(ObjectIdentifier.init))
        entries = Array(unique.values)
        eagerEntries = entries.filter { $0.scope == .eagerSingleton }
            .sorted { $0.configuration.site.isBefore($1.configuration.site) }
        inheritedEntries = Array(inherited.values)
        for (key, entry) in untagged {
            let identity = UInt(bitPattern: key.type)
            var slot = IdentityHash.home(of: identity, shift: shift)
            while slots[slot].identity != 0 { slot = (slot + 1) & mask }
            slots[slot] = (identity, .passUnretained(entry))
        }
    }

    deinit {
        slots.deallocate()
    }

    /// The entry registered under exactly `key`, or `nil`.
    @inlinable
    func entry(for key: RuntimeKey) -> Unmanaged<Entry>? {
        guard key.tag == nil else { return taggedEntry(for: key) }
        return ownServiceEntry(untagged: key.type) ?? otherEntry(untagged: key.type)
    }

    /// The entry making exactly the service of type `type`, untagged, without arguments, or `nil` (also for a
    /// key another entry is forwarded to): the probe every auto-wired parameter and untagged resolve takes,
    /// inlined (a call costs as much as the probe itself).
    @inlinable @inline(__always)
    func ownServiceEntry(untagged type: ObjectIdentifier) -> Unmanaged<Entry>? {
        let identity = UInt(bitPattern: type)
        var slot = IdentityHash.home(of: identity, shift: shift)
        while true {
            let found = slots[slot]
            if found.identity == identity { return found.entry }
            if found.identity == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }

    /// The entry an untagged key that is not an entry's own service leads to, or `nil`; out of line.
    @usableFromInline
    func otherEntry(untagged type: ObjectIdentifier) -> Unmanaged<Entry>? {
        otherUntagged[type].map { .passUnretained($0) }
    }

    /// The entry registered under exactly the tagged `key`, or `nil`; out of line, as tagged keys are rare.
    @usableFromInline
    func taggedEntry(for key: RuntimeKey) -> Unmanaged<Entry>? {
        tagged[key].map { .passUnretained($0) }
    }

    /// The eager singletons in registration order, for bootstrap (and each open of a scope) to make.
    let eagerEntries: [Entry]
}
