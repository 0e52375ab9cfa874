import DIGraph

extension ModuleModeler {
    /// Every type the sources declare, for the advice of a `missingBinding` ("'Foo' is declared here but has no
    /// '@saber.scope'"): a forgotten annotation is the most common reason a key is missing in a Saber project.
    /// Built only when a binding is missing, so a valid module pays nothing for it.
    func declaredTypes() -> [DeclaredType] {
        module.types.compactMap { type in
            guard type.kind != .protocol, let name = try? TypeName(parsing: type.qualifiedName) else { return nil }
            return DeclaredType(
                name, conformances: type.inheritedTypes.compactMap { try? TypeName(parsing: $0) },
                isBound: type.annotations.contains { $0.scopeName != nil }, location: type.location)
        }
    }
}

extension BindingAdvice {
    /// The fix in Saber's annotations: a scope for a type nothing binds, `bindTo` for a protocol's conformer.
    static let saber = BindingAdvice(
        unboundType: "'{type}' is declared here but has no '@saber.scope'; add '// @saber.scope({scope})'",
        unboundConformance: "'{type}' conforms to '{protocol}' but is not bound to it; add "
            + "'// @saber.bindTo({protocol})' to '{type}'",
        unboundConformer: "'{type}' conforms to '{protocol}' but has no '@saber.scope'; add "
            + "'// @saber.scope({scope})' and '// @saber.bindTo({protocol})' to '{type}'",
        uncollected: "to collect '{type}' from contributions, add '// @di.into({type}{key})' to each type that belongs "
            + "in it, or '// @di.allowEmpty({type})' to container '{container}'",
        unkeptCloseAction: "mark '{type}' '// @saber.cached', or remove its '// @di.onClose'",
        // A generated closure is synchronous and runs where its requester is made, so a closure into an async
        // service is refused: the requester must await it.
        asyncRequester: "make the initializer or provider method of {requester} 'async', so its container awaits "
            + "{dependency} before making it",
        deferredAsyncDependency: nil)
}
