package import DIGraph

/// `typealias Name<T> = Type`, at file level or in a type.
package struct TypealiasDeclaration: Hashable, Sendable {
    package var name: String
    /// `Outer.Name` for a member typealias; ``name`` at file level.
    package var qualifiedName: String
    package var genericParameters: [String]
    /// The aliased type as written.
    package var targetText: String
    package var accessLevel: AccessLevel?
    package var attributes: [String]
    package var annotations: [Annotation]
    /// Where the name is.
    package var location: SourceLocation

    /// ``targetText`` parsed as a DIGraph type; `nil` when it is not a type `TypeName` understands. Parsed on
    /// demand, so declarations nobody asks about cost nothing.
    package var target: TypeName? { try? TypeName(parsing: targetText) }

    package init(
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
