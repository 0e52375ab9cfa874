public import DIGraph

/// One parameter of an initializer or method: `label name: Type = default`.
public struct Parameter: Hashable, Sendable {
    /// The argument label callers write; `nil` for `_`. Equal to ``name`` when only one name is written.
    public var label: String?
    /// The name inside the body.
    public var name: String
    /// The type as written, without `inout` and a trailing `...`.
    public var typeText: String
    /// The default value's source text, if any.
    public var defaultValue: String?
    public var isInout: Bool
    public var isVariadic: Bool
    /// Where the parameter's first name is.
    public var location: SourceLocation

    /// ``typeText`` parsed as a DIGraph type; `nil` when it is not a type `TypeName` understands. Parsed on
    /// demand, so declarations nobody asks about cost nothing.
    public var type: TypeName? { try? TypeName(parsing: typeText) }

    public init(
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
