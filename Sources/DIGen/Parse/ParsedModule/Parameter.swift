package import DIGraph

/// One parameter of an initializer or method: `label name: Type = default`.
package struct Parameter: Hashable, Sendable {
    /// The argument label callers write; `nil` for `_`. Equal to ``name`` when only one name is written.
    package var label: String?
    /// The name inside the body.
    package var name: String
    /// The type as written, without `inout` and a trailing `...`.
    package var typeText: String
    /// The default value's source text, if any.
    package var defaultValue: String?
    package var isInout: Bool
    package var isVariadic: Bool
    /// Where the parameter's first name is.
    package var location: SourceLocation

    /// ``typeText`` parsed as a DIGraph type; `nil` when it is not a type `TypeName` understands. Parsed on
    /// demand, so declarations nobody asks about cost nothing.
    package var type: TypeName? { try? TypeName(parsing: typeText) }

    package init(
        label: String?, name: String, typeText: String, defaultValue: String? = nil,
        isInout: Bool = false, isVariadic: Bool = false, location: SourceLocation
    ) {
        self.label = label
        self.name = name
        self.typeText = typeText
        self.defaultValue = defaultValue
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.location = location
    }
}
