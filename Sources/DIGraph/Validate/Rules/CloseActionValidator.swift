/// A close action on a binding whose instances its container does not keep: a `transient` instance is handed over
/// and forgotten, a `graph` one lives for one resolve, so no close of the container ever finds one to run it on.
/// Reported at the action, since the action is what the user expects to run.
struct CloseActionValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (number, binding) in index.graph.bindings.enumerated()
        where !binding.closeActions.isEmpty && !binding.lifetime.isKeptUntilClose {
            let container = index.graph.containers[index.bindingContainer[number]]
            let kind = container.isScope ? "scope" : "container"
            let fix = index.graph.bindingAdvice.filled(
                index.graph.bindingAdvice.unkeptCloseAction, type: binding.key.type, container: container)
            for action in binding.closeActions {
                diagnostics.append(Diagnostic(
                    .error, .closeActionNeverRuns,
                    "the close action of \(index.name(ofBinding: number)) never runs: its lifetime is "
                        + "'\(binding.lifetime.rawValue)', so \(kind) '\(container.name)' keeps no instance of it to close",
                    at: action.location ?? binding.location,
                    notes: action.location == nil || binding.location == nil ? [] : [.init("registered here", at: binding.location)],
                    suggestions: [.init(fix)]))
            }
        }
        return diagnostics
    }
}

private extension Lifetime {
    /// Whether the container holds the instance when it closes, for a close action to run on.
    var isKeptUntilClose: Bool { self == .singleton || self == .eagerSingleton || self == .weakSingleton }
}
