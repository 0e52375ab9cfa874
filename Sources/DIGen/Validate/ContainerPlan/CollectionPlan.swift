package import DIGraph

/// What a generated container renders for one collection it sees: a getter that builds the array or dictionary
/// from its elements' getters, in DIGraph's collection order.
package struct CollectionPlan: Hashable, Sendable {
    /// One contribution: the getter that makes it (so it lives as its service does), and its key in a dictionary.
    package struct Element: Hashable, Sendable {
        package var value: ValueReference
        package var key: DictionaryKey?

        package init(value: ValueReference, key: DictionaryKey? = nil) {
            self.value = value
            self.key = key
        }
    }

    /// The getter's name: the one any service of the collection's type would have.
    package var memberName: String
    /// `[Plugin]` or `[String: Handler]`.
    package var typeText: String
    package var isDictionary: Bool
    /// The parents' contributions first, as `Graph.contributions(to:in:)` orders them; empty when the collection is
    /// declared empty or nothing visible contributes.
    package var elements: [Element]

    package init(memberName: String, typeText: String, isDictionary: Bool, elements: [Element]) {
        self.memberName = memberName
        self.typeText = typeText
        self.isDictionary = isDictionary
        self.elements = elements
    }
}
