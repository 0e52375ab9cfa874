package import DIGraph

/// `extension Type: Protocols where … { members }`.
package struct ExtensionDeclaration: Hashable, Sendable {
    /// The extended type's text without whitespace: `Foo.Bar`, `Array<Int>`.
    package var extendedType: String
    package var inheritedTypes: [String]
    package var whereClause: String?
    package var attributes: [String]
    package var accessLevel: AccessLevel?
    package var annotations: [Annotation]
    package var members: Members
    /// Where the `extension` keyword is.
    package var location: SourceLocation

    package init(
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
