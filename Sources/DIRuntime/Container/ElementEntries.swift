/// The entries of a collection's elements, in the collection's order, as its `make` reads them on every resolve.
///
/// Kept twice: strongly, so the collection's entry keeps them alive past a `remove` or `reset` of a contribution;
/// and unmanaged, read through a pointer, so a resolve walks them without a retain and a release per element.
@usableFromInline
final class ElementEntries: @unchecked Sendable {
    // @unchecked: immutable after `init`; the buffer is owned here and freed in `deinit`.
    let strong: [Entry]
    @usableFromInline let count: Int
    @usableFromInline let unmanaged: UnsafeMutablePointer<Unmanaged<Entry>>

    @usableFromInline
    init(_ contributions: [Contribution]) {
        strong = contributions.map(\.entry)
        count = strong.count
        unmanaged = .allocate(capacity: max(count, 1))
        unmanaged.initialize(from: strong.map { Unmanaged.passUnretained($0) }, count: count)
    }

    deinit {
        unmanaged.deallocate()
    }

    /// The element at `position`, as an auto-wired parameter is resolved: an element bootstrap proved (see
    /// `Unmanaged<Entry>.resolveParameter(_:root:)`) is made in place, anything else takes the nested resolve.
    /// The edge from a collection to its element is one the validator saw (DIGraph's collection node), so in an
    /// untagged graph it may skip the cycle check as a proven parameter does.
    @inlinable @inline(__always)
    func resolve<Element>(_ position: Int, _ type: Element.Type, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Element {
        let entry = unmanaged[position]
        if root.pointee.tag == nil { return try entry.resolveParameter(Element.self, root: root) }
        return try entry.resolveNested(Element.self, root: root)
    }
}
