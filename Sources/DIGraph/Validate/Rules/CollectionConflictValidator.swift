/// A key that is bound (or handed in as an external) and also contributed to, where one container sees both: a
/// request from there could mean the binding or the collection, so it is an error rather than a silent choice.
///
/// Reported as `duplicateBinding`: like a key bound twice in one container, it is two sources for one key, and
/// tools that filter on the code should catch it the same way. A binding and contributions in unrelated containers
/// are fine: each container sees one of them. Reported once per binding, against the first contribution seen with it.
struct CollectionConflictValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        Self.conflicts(in: index).map { index.conflictDiagnostic($0.provider, $0.contribution) }
    }

    /// Each provider (binding or external) of a collection key seen together with a contribution to it, with the
    /// first such contribution; the exports mark the same pairs.
    static func conflicts(in index: GraphIndex) -> [(provider: Int, contribution: Int)] {
        guard let collections = index.collections else { return [] }
        var conflicts: [(provider: Int, contribution: Int)] = []
        for id in collections.contributions.keys.sorted() {
            let contributions = collections.contributions[id]!
            for provider in index.providers(ofKey: id) {
                let bound = index.container(ofProvider: provider)
                if let contribution = contributions.first(where: { index.seeTogether(bound, index.bindingContainer[$0]) }) {
                    conflicts.append((provider, contribution))
                }
            }
        }
        return conflicts
    }
}

extension GraphIndex {
    /// Whether one of two containers sees into the other (or they are one), so what each declares is seen together.
    fileprivate func seeTogether(_ first: Int, _ second: Int) -> Bool {
        if first == second { return true }
        if let ancestry { return ancestry.sees(first, from: second) || ancestry.sees(second, from: first) }
        return collectionOrder(from: second).contains(first) || collectionOrder(from: first).contains(second)
    }

    package func conflictDiagnostic(_ provider: Int, _ contribution: Int) -> Diagnostic {
        let key = key(ofProvider: provider)
        let bound = containerName(container(ofProvider: provider))
        let contributed = containerName(bindingContainer[contribution])
        let how = provider < 0 ? "an external of" : "bound in"
        let message = bound == contributed
            ? "\(quoted(key)) is both \(how) container '\(bound)' and contributed to in it"
            : "\(quoted(key)) is \(how) container '\(bound)' and contributed to in container '\(contributed)'"
        return Diagnostic(
            .error, .duplicateBinding, message + "; a key is either provided or collected",
            at: location(ofProvider: provider),
            notes: [.init("\(name(ofBinding: contribution)) is contributed here", at: graph.bindings[contribution].location)],
            suggestions: [.init("make the binding a contribution too, or remove the contributions")])
    }
}
