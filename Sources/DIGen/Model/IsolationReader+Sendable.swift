import DIGraph

extension IsolationReader {
    /// Whether values of a type may be sent between isolation domains, as far as its declaration says: an actor,
    /// a type isolated to a global actor (explicitly, inherited, or by the target's default), or one that
    /// declares `Sendable`. A type declared elsewhere, or one that is implicitly `Sendable` (a struct of
    /// `Sendable` members), is not known to be: digen reports the use rather than write code that may not compile.
    func isKnownSendable(_ type: TypeName) -> Bool {
        var text = type.text
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        guard let declaration = module.type(named: text) else { return false }
        if declaration.kind == .actor { return true }
        let declaresSendable = declaration.inheritedTypes.contains { inherited in
            inherited.split(whereSeparator: { $0 == "&" || $0 == " " }).contains { $0 == "Sendable" }
        }
        return declaresSendable || isolation(ofType: declaration) != .nonisolated
    }
}
