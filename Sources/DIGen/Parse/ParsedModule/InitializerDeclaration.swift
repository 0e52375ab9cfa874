package import DIGraph

/// An `init` of a type or extension.
package struct InitializerDeclaration: Hashable, Sendable {
    /// `init` (`.none`), `init?` (`.optional`) or `init!` (`.implicitlyUnwrapped`).
    package var failability: TypeName.Optionality
    package var parameters: [Parameter]
    package var genericParameters: [String]
    package var isThrowing: Bool
    package var isAsync: Bool
    /// `required`, `convenience`, `override`, `nonisolated`…, in source order; access modifiers excluded.
    package var modifiers: [String]
    /// `@MainActor`, `@available(iOS 13, *)`…, as written.
    package var attributes: [String]
    package var accessLevel: AccessLevel?
    package var annotations: [Annotation]
    /// The attributes and `nonisolated` of the extension that declares it (`@MainActor extension Foo`), which its
    /// isolation follows when it declares none; empty for a member of the type's own body.
    package var extensionAttributes: [String] = []
    /// Where the `init` keyword is.
    package var location: SourceLocation

    package var isFailable: Bool { failability != .none }
    package var isRequired: Bool { modifiers.contains("required") }
    package var isConvenience: Bool { modifiers.contains("convenience") }

    package init(
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
