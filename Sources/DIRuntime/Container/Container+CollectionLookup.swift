import DIGraph

extension Container {
    /// The answer for a collection key (one that something this container sees contributes to, or declares may be
    /// empty): an entry making the collection of the contributions DIGraph's rule says this container sees, in its
    /// order, or the rule's error. `nil` for a key that is no collection key.
    ///
    /// The entry is made here, once per snapshot (a registration into this container or an ancestor makes a new
    /// one), and cached or frozen into the plan like any key's: a resolve of the collection then looks nothing up
    /// per element.
    func collectionAnswer(
        for serviceKey: ServiceKey, type: Any.Type, snapshot: GraphSnapshot, index: GraphIndex, container: Int
    ) -> VisibilityCache.Answer? {
        guard let visible = index.contributions(to: serviceKey, in: container) else { return nil }
        if let problem = index.collectionProblem(for: serviceKey, contributions: visible, in: container) {
            return .failed(ResolutionError(problem))
        }
        let contributions = visible.compactMap { snapshot.contributions[$0] }
        if let first = contributions.first {
            return .found(first.shape.makeEntry(contributions, self, first.entry.configuration.site))
        }
        guard let declared = snapshot.declaredCollections[ObjectIdentifier(type)] else { return .missing }
        return .found(declared.shape.makeEntry([], self, declared.site))
    }
}
