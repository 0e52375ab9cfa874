package import DIGraph

/// A `func` member of a type or extension (operators included: their name is the operator).
package struct MethodDeclaration: Hashable, Sendable {
    package var name: String
    package var parameters: [Parameter]
    package var genericParameters: [String]
    /// The return type as written; `nil` when there is no `->`.
    package var returnTypeText: String?
    package var isStatic: Bool
    package var isThrowing: Bool
    package var isAsync: Bool
    /// `mutating`, `override`, `final`…, in source order; access modifiers and `static`/`class` excluded.
    package var modifiers: [String]
    package var attributes: [String]
    package var accessLevel: AccessLevel?
    package var annotations: [Annotation]
    /// The attributes and `nonisolated` of the extension that declares it (`@MainActor extension Foo`), which its
    /// isolation follows when it declares none; empty for a member of the type's own body.
    package var extensionAttributes: [String] = []
    /// Where the name is.
    package var location: SourceLocation

    /// ``returnTypeText`` parsed as a DIGraph type; `nil` when absent or not a type `TypeName` understands. Parsed on
    /// demand, so declarations nobody asks about cost nothing.
    package var returnType: TypeName? { returnTypeText.flatMap { try? TypeName(parsing: $0) } }

    package init(
        name: String, parameters: [Parameter] = [], genericParameters: [String] = [], returnTypeText: String? = nil,
        returnType: TypeName? = nil, isStatic: Bool = false, isThrowing: Bool = false, isAsync: Bool = false,
        modifiers: [String] = [], attributes: [String] = [], accessLevel: AccessLevel? = nil,
        annotations: [Annotation] = [], location: SourceLocation
    ) {
        self.name = name
        self.parameters = parameters
        self.genericParameters = genericParameters
        self.returnTypeText = returnTypeText
        self.isStatic = isStatic
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.modifiers = modifiers
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.location = location
    }
}
