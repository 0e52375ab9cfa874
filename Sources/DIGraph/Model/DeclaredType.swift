/// A type a front-end saw declared but that may have no binding: what the missing-binding advisor points at
/// when a key names it, or names a protocol it conforms to ("'Foo' is declared here but has no binding").
///
/// Not a binding and never a provider: a graph without any declared types validates exactly as with them; only
/// the notes of a `missingBinding` change.
package struct DeclaredType: Hashable, Sendable {
    package var type: TypeName
    /// The protocols (and superclass) it names in its inheritance clause, as keys would name them.
    package var conformances: [TypeName]
    /// Whether the front-end gave it a binding of its own (a service), so the advice for a protocol it conforms
    /// to is to bind it as that protocol rather than to bind it at all.
    package var isBound: Bool
    package var location: SourceLocation?

    package init(_ type: TypeName, conformances: [TypeName] = [], isBound: Bool = false, location: SourceLocation? = nil) {
        self.type = type
        self.conformances = conformances
        self.isBound = isBound
        self.location = location
    }
}
