import DIGraph

/// An `onClose` action as the container keeps it: the registration it belongs to, the action with the instance
/// erased to `Any` (a container keeps actions of every service type), and where it was added.
struct RuntimeCloseAction: Sendable {
    /// The registration's entry when the action was added; ``ContainerState/current(of:)`` follows it through
    /// later modifiers to the entry holding the instance.
    let entry: Entry
    let site: RegistrationSite
    let run: Run

    /// The action itself: a synchronous one runs in a synchronous `close()` too; an async one needs `await`.
    enum Run: Sendable {
        case synchronous(@Sendable (Any) throws -> Void)
        case asynchronous(@Sendable (Any) async throws -> Void)
    }

    var isAsync: Bool {
        if case .asynchronous = run { return true }
        return false
    }

    /// The graph's record of the action.
    var graphAction: CloseAction { CloseAction(at: site.location, isAsync: isAsync) }
}
