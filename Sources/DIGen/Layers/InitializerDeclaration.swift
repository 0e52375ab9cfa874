public import DIGraph

/// An `init` of a type or extension.
public struct InitializerDeclaration: Hashable, Sendable {
    /// `init` (`.none`), `init?` (`.optional`) or `init!` (`.implicitlyUnwrapped`).
    public var failability: TypeName.Optionality
    public var parameters: [Parameter]
    public var genericParameters: [String]
    public var isThrowing: Bool
    public var isAsync: Bool
    /// `required`, `convenience`, `override`, `nonisolated`…, in source order; access modifiers excluded.
    public var modifiers: [String]
    /// `@MainActor`, `@available(iOS 13, *)`…, as written.
    public var attributes: [String]
    public var accessLevel: AccessLevel?
    public var annotations: [Annotation]
    /// The attributes and `nonisolated` of the extension that declares it (`@MainActor extension Foo`), which its
    /// isolation follows when it declares none; empty for a member of the type's own body.
    public var extensionAttributes: [String] = []
    /// Where the `init` keyword is.
    public var location: SourceLocation

    public var isFailable: Bool { failability != .none }
    public var isRequired: Bool { modifiers.contains("required") }
    public var isConvenience: Bool { modifiers.contains("convenience") }

    public init(
        failability: TypeName.Optionality = .none, parameters: [Parameter] = [], genericParameters: [String] = [],
        isThrowing: Bool = false, isAsync: Bool = false, modifiers: [String] = [], attributes: [String] = [],
        accessLevel: AccessLevel? = nil, annotations: [Annotation] = [], location: SourceLocation
    ) {
        self.failability = failability
        self.parameters = parameters
        self.genericParameters = genericParameters
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.modifiers = modifiers
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.annotations = annotations
        self.location = location
    }
}
