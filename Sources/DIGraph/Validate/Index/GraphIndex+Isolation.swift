/// What `isolationMismatch` and `asyncDependency` share: which edges they judge, and how they word a binding's
/// isolation, so the two rules agree on what a synchronous use is and never look at an edge differently.
extension GraphIndex {
    /// An edge by which a synchronously made binding uses, while it is made, a binding that must be made on a
    /// global actor or with `await`.
    package struct ConstrainedUse: Sendable {
        /// The binding that asks; never an alias (an alias is transparent, its target asks nothing of it).
        package var requester: Int
        /// The edge, an index into ``GraphIndex/edgeTargets``.
        package var edge: Int
        /// The binding that really makes the instance, aliases looked through.
        package var maker: Int
        /// The binding the use reaches before aliases are looked through: the edge's target, or the contribution
        /// when the edge asks for a collection.
        package var reached: Int
        /// The collection node the edge asks for, when the maker is one of its contributions.
        package var collection: Int?
    }

    /// Every synchronous use (a `direct`, `optional`, `property` or `method` edge) by a synchronously made
    /// binding of a binding in ``isolatedOrAsync``, in edge order.
    ///
    /// Deferred edges (`lazy`, `provider`) are left out: they make the instance later, where it is used. So are
    /// edges to externals (nonisolated and synchronous: they exist before the container) and to missing or
    /// ambiguous keys, which other rules report. Lookups are the ones every rule uses (``VisibilityResolver``).
    /// A collection is transparent: an edge to one uses each of its contributions, since making the collection makes
    /// them all, there and then; the collection node itself asks nothing.
    ///
    /// - Complexity: O(V + E); O(1) when no binding is isolated or async.
    package func constrainedUses() -> [ConstrainedUse] {
        guard !isolatedOrAsync.isEmpty else { return [] }
        var isConstrained = [Bool](repeating: false, count: graph.bindings.count)
        for binding in isolatedOrAsync { isConstrained[binding] = true }
        var uses: [ConstrainedUse] = []
        for requester in bindingContainer.indices where !isAlias[requester] && !isCollectionNode(requester) {
            for edge in edgeStart[requester]..<edgeStart[requester + 1]
            where edgeTargets[edge] >= 0 && !edgeKinds[edge].isDeferred {
                let maker = aliasTarget(of: edgeTargets[edge])
                guard isCollectionNode(maker) else {
                    // The requester is read only here, on the rare edge into a constrained binding.
                    if isConstrained[maker], !graph.bindings[requester].isAsync {
                        uses.append(ConstrainedUse(requester: requester, edge: edge, maker: maker, reached: edgeTargets[edge]))
                    }
                    continue
                }
                for element in makers(of: maker) where isConstrained[element.maker] && !graph.bindings[requester].isAsync {
                    uses.append(ConstrainedUse(
                        requester: requester, edge: edge, maker: element.maker, reached: element.reached, collection: maker))
                }
            }
        }
        return uses
    }

    /// The rule a use breaks, if any: `asyncDependency` when the instance is made with `await` (whatever its
    /// isolation, so one edge is never reported twice), else `isolationMismatch` when it must be made on a global
    /// actor the requester is not isolated to.
    package func violation(of use: ConstrainedUse) -> DiagnosticCode? {
        let maker = graph.bindings[use.maker]
        if maker.isAsync { return .asyncDependency }
        guard case .globalActor = maker.isolation, graph.bindings[use.requester].isolation != maker.isolation else {
            return nil
        }
        return .isolationMismatch
    }

    /// `, which` for a use of the binding itself; `, whose element 'AnalyticsPlugin'` for a use through a collection:
    /// what the two rules' messages say before "must be made on" or "can only be made with".
    package func maker(of use: ConstrainedUse) -> String {
        guard use.collection != nil, let contribution = graph.bindings[use.reached].contribution else { return "which" }
        return "whose \(part(contribution, of: use.reached))"
    }

    /// `made synchronously and nonisolated`, `made asynchronously on '@MainActor'`: how and where a binding's
    /// instance is made, as a note says it.
    package func manner(ofBinding binding: Int) -> String {
        let made = graph.bindings[binding]
        let how = made.isAsync ? "made asynchronously" : "made synchronously"
        return switch made.isolation {
        case .nonisolated: "\(how) and nonisolated"
        case .globalActor: "\(how) on '\(made.isolation)'"
        }
    }

    /// The two notes both rules attach: where the requester is bound and how it is made, then the same for the
    /// binding that makes the instance, naming the alias the edge went through, if any.
    package func notes(for use: ConstrainedUse) -> [Diagnostic.Note] {
        var makerNote = "\(name(ofBinding: use.maker)) is bound here, \(manner(ofBinding: use.maker))"
        if use.reached != use.maker {
            makerNote += "; \(name(ofBinding: use.reached)) is an alias of it"
        }
        return [
            Diagnostic.Note(
                "\(name(ofBinding: use.requester)) is bound here, \(manner(ofBinding: use.requester))",
                at: graph.bindings[use.requester].location),
            Diagnostic.Note(makerNote, at: graph.bindings[use.maker].location),
        ]
    }
}
