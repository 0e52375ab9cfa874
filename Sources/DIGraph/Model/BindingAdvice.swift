/// A front-end's own words for the notes the missing-binding advisor writes about a ``DeclaredType``, so
/// a Saber user reads `add '// @saber.scope(App)'` where a runtime user reads `register it`.
///
/// The templates name what they fix with placeholders: `{type}` (the declared type), `{protocol}` (the missing
/// protocol key), `{scope}` (the asking container's scope, or its name when it has none) and `{container}`.
public struct BindingAdvice: Hashable, Sendable {
    /// A note about a declared type that nothing binds, at its declaration.
    public var unboundType: String
    /// A note about a bound declared type that conforms to the missing protocol but is not bound as it.
    public var unboundConformance: String
    /// A note about a declared type that conforms to the missing protocol and that nothing binds at all.
    public var unboundConformer: String

    public init(unboundType: String, unboundConformance: String, unboundConformer: String) {
        self.unboundType = unboundType
        self.unboundConformance = unboundConformance
        self.unboundConformer = unboundConformer
    }

    /// DIGraph's own words, which name no front-end's syntax.
    public static let digraph = BindingAdvice(
        unboundType: "'{type}' is declared here but nothing binds it in container '{container}'",
        unboundConformance: "'{type}' conforms to '{protocol}' but nothing binds it as '{protocol}'",
        unboundConformer: "'{type}' conforms to '{protocol}' but nothing binds it")

    /// `template` with its placeholders filled.
    func filled(
        _ template: String, type: TypeName, protocol key: TypeName? = nil, container: ContainerSpec
    ) -> String {
        template
            .replacingPlaceholder("{type}", with: type.text)
            .replacingPlaceholder("{protocol}", with: key?.text ?? "")
            .replacingPlaceholder("{scope}", with: container.scope ?? container.name)
            .replacingPlaceholder("{container}", with: container.name)
    }
}

private extension String {
    /// Foundation-free `replacingOccurrences(of:with:)`: DIGraph imports nothing.
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: value)
    }
}
