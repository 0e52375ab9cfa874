import DIGraph

/// One `register(into:)`: an entry that makes one element of a collection, and the collection it goes into.
///
/// The entry is an ordinary one (its scope, isolation, auto-wired parameters and `onResolved` blocks work as
/// any registration's), keyed by the element's type, but it sits in no key table: nothing resolves it by that
/// key, only the collection's entry does (``CollectionShape``). So a contribution never answers a plain resolve
/// of its element type, and a container may hold any number of them for one collection.
@usableFromInline
struct Contribution: @unchecked Sendable {
    // @unchecked: the entry is immutable but for what `Entry` itself guards; the key is a `Sendable` value
    // held as `AnyHashable`.

    /// Makes the element.
    @usableFromInline let entry: Entry
    /// The collection's type, `[Element]` or `[Key: Element]`, and how to make it.
    let shape: CollectionShape

    @usableFromInline
    init(entry: Entry, shape: CollectionShape, mapKey: ContributedKey?) {
        self.entry = entry
        self.shape = shape
        self.mapKey = mapKey
    }
    /// The dictionary key it is contributed under; `nil` for an array.
    @usableFromInline let mapKey: ContributedKey?
}

/// A dictionary key a contribution is made under: the value the dictionary holds, and the graph's spelling of
/// it, so a duplicate is found by DIGraph's rule and worded as digen words it.
@usableFromInline
struct ContributedKey: @unchecked Sendable {
    // @unchecked: made only from `Sendable` keys (the `register(into:key:)` overloads require it).

    @usableFromInline let value: AnyHashable
    let graphKey: DictionaryKey

    @usableFromInline
    init<Key: Hashable & Sendable & TagConvertible>(_ key: Key) {
        value = AnyHashable(key)
        graphKey = DictionaryKey(key)
    }
}
