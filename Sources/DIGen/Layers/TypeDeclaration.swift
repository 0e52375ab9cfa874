public import DIGraph

/// A `protocol`, `class`, `struct`, `enum` or `actor`, with its members.
public struct TypeDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case `protocol`, `class`, `struct`, `enum`, actor
    }

    public var kind: Kind
    /// The name as declared, without backticks.
    public var name: String
    /// The dotted name from the file scope: `Outer.Inner`; for a type declared in `extension Foo.Bar`, `Foo.Bar.Name`.
    public var qualifiedName: String
    /// Generic parameter names (`T` of `<T: Equatable>`); a protocol's primary associated types.
    public var genericParameters: [String]
    /// Superclass and protocols as written (`NSObject`, `Sendable`, `~Copyable`).
    public var inheritedTypes: [String]
    /// The `where` clause's requirements as written, without `where`.
    public var whereClause: String?
    /// `final`, `indirect`…; access modifiers excluded.
    public var modifiers: [String]
    public var attributes: [String]
    public var accessLevel: AccessLevel?
    public var annotations: [Annotation]
    public var members: Members
    /// Where the name is.
    public var location: SourceLocation

    public init(
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
