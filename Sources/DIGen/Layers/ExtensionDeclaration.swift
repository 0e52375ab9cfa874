public import DIGraph

/// `extension Type: Protocols where … { members }`.
public struct ExtensionDeclaration: Hashable, Sendable {
    /// The extended type's text without whitespace: `Foo.Bar`, `Array<Int>`.
    public var extendedType: String
    public var inheritedTypes: [String]
    public var whereClause: String?
    public var attributes: [String]
    public var accessLevel: AccessLevel?
    public var annotations: [Annotation]
    public var members: Members
    /// Where the `extension` keyword is.
    public var location: SourceLocation

    public init(
        extendedType: String, inheritedTypes: [String] = [], whereClause: String? = nil, attributes: [String] = [],
        accessLevel: AccessLevel? = nil, annotations: [Annotation] = [], members: Members = Members(),
        location: SourceLocation
    ) {
        self.extendedType = extendedType
        self.inheritedTypes = inheritedTypes
        self.whereClause = whereClause
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.members = members
        self.location = location
    }
}
