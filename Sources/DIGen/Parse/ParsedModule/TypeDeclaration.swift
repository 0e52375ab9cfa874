package import DIGraph

/// A `protocol`, `class`, `struct`, `enum` or `actor`, with its members.
package struct TypeDeclaration: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case `protocol`, `class`, `struct`, `enum`, actor
    }

    package var kind: Kind
    /// The name as declared, without backticks.
    package var name: String
    /// The dotted name from the file scope: `Outer.Inner`; for a type declared in `extension Foo.Bar`, `Foo.Bar.Name`.
    package var qualifiedName: String
    /// Generic parameter names (`T` of `<T: Equatable>`); a protocol's primary associated types.
    package var genericParameters: [String]
    /// Superclass and protocols as written (`NSObject`, `Sendable`, `~Copyable`).
    package var inheritedTypes: [String]
    /// The `where` clause's requirements as written, without `where`.
    package var whereClause: String?
    /// `final`, `indirect`…; access modifiers excluded.
    package var modifiers: [String]
    package var attributes: [String]
    package var accessLevel: AccessLevel?
    package var annotations: [Annotation]
    package var members: Members
    /// Where the name is.
    package var location: SourceLocation

    package init(
        kind: Kind, name: String, qualifiedName: String, genericParameters: [String] = [],
        inheritedTypes: [String] = [], whereClause: String? = nil, modifiers: [String] = [], attributes: [String] = [],
        accessLevel: AccessLevel? = nil, annotations: [Annotation] = [], members: Members = Members(),
        location: SourceLocation
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.whereClause = whereClause
        self.modifiers = modifiers
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.members = members
        self.location = location
    }
}
