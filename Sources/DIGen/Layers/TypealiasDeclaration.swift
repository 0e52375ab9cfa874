public import DIGraph

/// `typealias Name<T> = Type`, at file level or in a type.
public struct TypealiasDeclaration: Hashable, Sendable {
    public var name: String
    /// `Outer.Name` for a member typealias; ``name`` at file level.
    public var qualifiedName: String
    public var genericParameters: [String]
    /// The aliased type as written.
    public var targetText: String
    public var accessLevel: AccessLevel?
    public var attributes: [String]
    public var annotations: [Annotation]
    /// Where the name is.
    public var location: SourceLocation

    /// ``targetText`` parsed as a DIGraph type; `nil` when it is not a type `TypeName` understands. Parsed on
    /// demand, so declarations nobody asks about cost nothing.
    public var target: TypeName? { try? TypeName(parsing: targetText) }

    public init(
        name: String, qualifiedName: String, genericParameters: [String] = [], targetText: String,
        accessLevel: AccessLevel? = nil, attributes: [String] = [], annotations: [Annotation] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.genericParameters = genericParameters
        self.targetText = targetText
        self.accessLevel = accessLevel
        self.attributes = attributes
        self.annotations = annotations
        self.location = location
    }
}
