import DIGraph

/// How a collection type is made from the contributions a container sees: an `[Element]` in their order, or a
/// `[Key: Element]`. Every `register(into:)` and `allowEmpty` tells it, since only they know the types; the
/// collection's entry is made per container, from the contributions DIGraph's rule says that container sees.
///
/// The entry is an ordinary `unique` one whose `make` resolves each element's entry as a nested resolve (kept
/// instances read, frames pushed, cycles and isolation checked as for any dependency), so a resolve of the
/// collection takes the same road as any other key, and a bootstrapped plan holds it as it holds any key.
@usableFromInline
struct CollectionShape: @unchecked Sendable {
    // @unchecked: metatypes and a `@Sendable` closure.

    /// `[Element]` or `[Key: Element]`.
    let collectionType: Any.Type
    /// The element's type: what each contribution's entry makes.
    let elementType: Any.Type
    /// The dictionary's key type, `nil` for an array.
    let keyType: Any.Type?
    /// The entry making the collection of `contributions`, in this order, for `container`.
    let makeEntry: @Sendable (_ contributions: [Contribution], _ container: Container, _ site: RegistrationSite) -> Entry

    /// The shape of `[Element]`. Inlinable, so the `make` it builds is specialized for the element type where
    /// the contribution is registered, as a factory's `make` is.
    @inlinable
    static func array<Element>(of element: Element.Type) -> CollectionShape {
        CollectionShape(collectionType: [Element].self, elementType: Element.self, keyType: nil) { contributions, container, site in
            if needsAwait(contributions) { return asyncArrayEntry(Element.self, contributions, container, site) }
            let elements = ElementEntries(contributions)
            let configuration = collectionConfiguration([Element].self, contributions, site)
            return TypedEntry<[Element], Void>(configuration, container: container) {
                _, _, root, output in
                var array: [Element] = []
                array.reserveCapacity(elements.count)
                for position in 0..<elements.count {
                    array.append(try elements.resolve(position, Element.self, root: root))
                }
                output.initializeMemory(as: [Element].self, to: array)
            }
        }
    }

    /// The shape of `[Key: Element]`.
    @inlinable
    static func dictionary<Key: Hashable & Sendable, Element>(_ key: Key.Type, _ element: Element.Type) -> CollectionShape {
        CollectionShape(collectionType: [Key: Element].self, elementType: Element.self, keyType: Key.self) {
            contributions, container, site in
            if needsAwait(contributions) { return asyncDictionaryEntry(Key.self, Element.self, contributions, container, site) }
            let elements = ElementEntries(contributions)
            // Each contribution's key was registered as a `Key` (`register(into:key:)`), so the casts hold.
            let keys = contributions.map { $0.mapKey?.value.base as! Key }
            let configuration = collectionConfiguration([Key: Element].self, contributions, site)
            return TypedEntry<[Key: Element], Void>(configuration, container: container) {
                _, _, root, output in
                var dictionary: [Key: Element] = Dictionary(minimumCapacity: elements.count)
                for position in 0..<elements.count {
                    dictionary[keys[position]] = try elements.resolve(position, Element.self, root: root)
                }
                output.initializeMemory(as: [Key: Element].self, to: dictionary)
            }
        }
    }

    /// A collection's entry: made per resolve (the elements keep their own scopes), at its first contribution's
    /// site, which the resolution path and its errors point at. On the main actor when an element is: a resolve
    /// there makes the whole collection, and `resolveAsync` from elsewhere hops there once for all of it.
    @usableFromInline
    static func collectionConfiguration(
        _ type: Any.Type, _ contributions: [Contribution], _ site: RegistrationSite, isAsync: Bool = false
    ) -> Entry.Configuration {
        let onMainActor = contributions.contains { $0.entry.configuration.isolation == .mainActor }
        return Entry.Configuration(
            key: RuntimeKey(type), scope: .unique, source: .factory, dependencies: [], forwards: [], site: site,
            isolation: onMainActor && !isAsync ? .mainActor : .nonisolated, isAsync: isAsync)
    }

    /// Whether an element can only be made with `await`: then so can the collection.
    @usableFromInline
    static func needsAwait(_ contributions: [Contribution]) -> Bool {
        contributions.contains { $0.entry.configuration.isAsync }
    }

    /// The entry of an `[Element]` with an async element: only an async resolve makes it, awaiting each element
    /// in order (hopping to its actor as `resolveAsync` does). Not inlinable: an async collection is rare, and
    /// its cost is the awaits.
    @usableFromInline
    static func asyncArrayEntry<Element>(
        _ element: Element.Type, _ contributions: [Contribution], _ container: Container, _ site: RegistrationSite
    ) -> Entry {
        let elements = contributions.map(\.entry)
        let configuration = collectionConfiguration([Element].self, contributions, site, isAsync: true)
        return AsyncEntry<[Element]>(configuration, container: container, actorType: nil) { _, resolution in
            var array: [Element] = []
            array.reserveCapacity(elements.count)
            for element in elements {
                array.append(try await element.resolveAsync(Element.self, in: resolution, isolation: nil))
            }
            return array
        }
    }

    /// ``asyncArrayEntry(_:_:_:_:)`` for a `[Key: Element]`.
    @usableFromInline
    static func asyncDictionaryEntry<Key: Hashable & Sendable, Element>(
        _ key: Key.Type, _ element: Element.Type, _ contributions: [Contribution], _ container: Container,
        _ site: RegistrationSite
    ) -> Entry {
        let elements = contributions.map(\.entry)
        let keys = contributions.map { $0.mapKey?.value.base as! Key }
        let configuration = collectionConfiguration([Key: Element].self, contributions, site, isAsync: true)
        return AsyncEntry<[Key: Element]>(configuration, container: container, actorType: nil) { _, resolution in
            var dictionary: [Key: Element] = Dictionary(minimumCapacity: elements.count)
            for position in elements.indices {
                dictionary[keys[position]] = try await elements[position].resolveAsync(Element.self, in: resolution, isolation: nil)
            }
            return dictionary
        }
    }

    @usableFromInline
    init(
        collectionType: Any.Type, elementType: Any.Type, keyType: Any.Type?,
        makeEntry: @escaping @Sendable ([Contribution], Container, RegistrationSite) -> Entry
    ) {
        self.collectionType = collectionType
        self.elementType = elementType
        self.keyType = keyType
        self.makeEntry = makeEntry
    }
}
