/// A front-end's own words (for the front-ends of this package, not API) for the notes the missing-binding
/// advisor writes about a ``DeclaredType``, so a Saber user reads `add '// @saber.scope(App)'` where a runtime user
/// reads `register it`.
///
/// The templates name what they fix with placeholders: `{type}` (the declared type, or the missing collection),
/// `{protocol}` (the missing protocol key), `{scope}` (the asking container's scope, or its name when it has none),
/// `{container}`, and `{key}` (`, key: …` for a missing dictionary, nothing for an array); the `asyncDependency`
/// templates name `{requester}` and `{dependency}`, each a quoted key.
package struct BindingAdvice: Hashable, Sendable {
    /// A note about a declared type that nothing binds, at its declaration.
    package var unboundType: String
    /// A note about a bound declared type that conforms to the missing protocol but is not bound as it.
    package var unboundConformance: String
    /// A note about a declared type that conforms to the missing protocol and that nothing binds at all.
    package var unboundConformer: String
    /// A note about a missing array or dictionary that nothing contributes to or declares anywhere: how to make
    /// it a collection of contributions, in the front-end's syntax.
    package var uncollected: String
    /// The fix for a close action on a binding whose instances its container does not keep
    /// (`closeActionNeverRuns`), in the front-end's syntax; `{type}` is the binding's key.
    package var unkeptCloseAction: String
    /// The fix for a synchronously made binding that needs an async one (`asyncDependency`): make the requester
    /// async, in the front-end's syntax.
    package var asyncRequester: String
    /// A second fix for `asyncDependency`, a deferred edge, where the front-end has one that works; `nil` where
    /// it has none (a generated closure is synchronous, so digen refuses one into an async service).
    package var deferredAsyncDependency: String?

    package init(
        unboundType: String, unboundConformance: String, unboundConformer: String,
        uncollected: String = BindingAdvice.digraph.uncollected,
        unkeptCloseAction: String = BindingAdvice.digraph.unkeptCloseAction,
        asyncRequester: String = BindingAdvice.digraph.asyncRequester,
        deferredAsyncDependency: String? = BindingAdvice.digraph.deferredAsyncDependency
    ) {
        self.unboundType = unboundType
        self.unboundConformance = unboundConformance
        self.unboundConformer = unboundConformer
        self.uncollected = uncollected
        self.unkeptCloseAction = unkeptCloseAction
        self.asyncRequester = asyncRequester
        self.deferredAsyncDependency = deferredAsyncDependency
    }

    /// DIGraph's own words for `asyncDependency`, which the runtime front-ends share.
    private static let digraphAsyncRequester =
        "make {requester} async (an async initializer or factory), so it can await {dependency}"
    private static let digraphDeferredAsyncDependency =
        "depend on {dependency} through 'Provider' or 'Lazy' (made when used)"

    /// DIGraph's own words, which name no front-end's syntax.
    package static let digraph = BindingAdvice(
        unboundType: "'{type}' is declared here but nothing binds it in container '{container}'",
        unboundConformance: "'{type}' conforms to '{protocol}' but nothing binds it as '{protocol}'",
        unboundConformer: "'{type}' conforms to '{protocol}' but nothing binds it",
        uncollected: "to collect '{type}' from contributions, contribute each element to it, or declare in container "
            + "'{container}' or an ancestor that it may be empty",
        unkeptCloseAction: "give '{type}' a lifetime its container keeps (singleton, eager or weak singleton), or remove "
            + "its close action",
        asyncRequester: digraphAsyncRequester,
        deferredAsyncDependency: digraphDeferredAsyncDependency)

    /// `template` with its placeholders filled.
    func filled(
        _ template: String, type: TypeName, protocol key: TypeName? = nil, container: ContainerSpec
    ) -> String {
        let isDictionary = if case .dictionary? = try? TypeNameParser.parse(type.text) { true } else { false }
        return template
            .replacingPlaceholder("{key}", with: isDictionary ? ", key: …" : "")
            .replacingPlaceholder("{type}", with: type.text)
            .replacingPlaceholder("{protocol}", with: key?.text ?? "")
            .replacingPlaceholder("{scope}", with: container.scope ?? container.name)
            .replacingPlaceholder("{container}", with: container.name)
    }

    /// `template` with `{requester}` and `{dependency}` filled with quoted keys.
    func filled(_ template: String, requester: String, dependency: String) -> String {
        template
            .replacingPlaceholder("{requester}", with: requester)
            .replacingPlaceholder("{dependency}", with: dependency)
    }
}

private extension String {
    /// Foundation-free `replacingOccurrences(of:with:)`: DIGraph imports nothing.
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        split(separator: placeholder, omittingEmptySubsequences: false).joined(separator: value)
    }
}
