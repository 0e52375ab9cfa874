import DIGraph

/// One close of one container, in the steps both `close()`s take: refuse resolves, take the kept instances, run
/// their actions newest first, release them, and report what failed and what is still alive.
struct CloseOperation {
    let container: Container
    let site: RegistrationSite
    /// The scopes opened from this container and not closed, newest first: closed before it.
    let openScopes: [Container]
    /// Each entry's actions, by the identity of the entry that holds the instance now.
    private let actions: [ObjectIdentifier: [RuntimeCloseAction]]
    /// The entries of the container: those an opened scope keeps instances of are closed, made or not.
    private let entries: [Entry]
    /// The instances to close, newest first, with their actions; filled by ``takeInstances()``.
    private(set) var work: [ClosingInstance] = []
    /// What the close found wrong: failed actions, and with them the children's reports.
    var diagnostics: [Diagnostic] = []

    /// Refuses resolves from now on; `nil` when the container was closed before (a second close does nothing).
    init?(_ container: Container, at site: RegistrationSite) {
        let begun = container.state.withLock { state -> (
            [Container], [ObjectIdentifier: [RuntimeCloseAction]], [Entry]
        )? in
            if state.lifecycle.refusal != nil { return nil }
            state.lifecycle.refusal = .closed(site)
            container.planAddress.store(0, ordering: .releasing)
            let actions = state.lifecycle.closeActions.isEmpty ? [:]
                : Dictionary(grouping: state.lifecycle.closeActions) { ObjectIdentifier(state.current(of: $0.entry)) }
            let entries = state.plan?.entries ?? state.unorderedEntries
            let open = state.lifecycle.openScopes.isEmpty ? [] : state.lifecycle.openScopes.compactMap(\.container).reversed()
            return (open, actions, entries)
        }
        guard let (openScopes, actions, entries) = begun else { return nil }
        self.container = container
        self.site = site
        self.openScopes = openScopes
        self.actions = actions
        self.entries = entries
    }

    /// An `async` action this close or its open scopes' closes would run, which a synchronous close cannot: `nil`
    /// when there is none.
    static func needsAwait(_ container: Container) -> RuntimeCloseAction? {
        let (actions, open) = container.state.withLock { state in
            (state.lifecycle.closeActions, state.lifecycle.openScopes.compactMap(\.container))
        }
        return actions.first(where: \.isAsync) ?? open.lazy.compactMap(needsAwait).first
    }

    /// Takes every kept instance out of its cell (an opened scope's cells are closed for good, made or not), then
    /// orders them newest first: by the place each took when it was made (an opened scope's), or by the list an
    /// ordinary container with close actions keeps.
    mutating func takeInstances() {
        work.reserveCapacity(entries.count)
        for entry in entries where entry.isKeptInScope {
            entry.takeScopedForClose(actions: actions.isEmpty ? [] : actions[ObjectIdentifier(entry)] ?? [], into: &work)
        }
        work.sort { $0.order > $1.order }
        let made = container.state.withLock { state in
            defer { state.lifecycle.madeInOrder = [] }
            return state.lifecycle.madeInOrder
        }
        for entry in made.reversed() {
            guard let instance = entry.keptForClose() else { continue }
            work.append(ClosingInstance(entry, order: 0, reference: nil, value: instance, actions: actions[ObjectIdentifier(entry)] ?? []))
        }
    }

    /// Whether an instance taken has an action to run.
    var hasActions: Bool { !actions.isEmpty }

    /// Records that `action` threw `error`.
    mutating func failed(_ action: RuntimeCloseAction, of entry: Entry, with error: any Error) {
        let kind = container.role == .ordinary ? "container" : "scope"
        diagnostics.append(Diagnostic(
            .error, .closeActionFailed,
            "the close action of '\(entry.serviceKey)' in \(kind) '\(container.name)' threw: \(error)",
            at: action.site.location,
            notes: [.init("registered here", at: entry.configuration.site.location)]))
    }

    /// Releases the instances, newest first, and reports those still alive; throws when an action failed.
    ///
    /// An instance the close holds the only reference to goes when it is released; releasing the newest first
    /// lets each release the older ones it holds before they are asked. Only one something else still holds is
    /// watched through a weak reference, to the end: an older instance may be what holds it.
    mutating func finish() throws(ScopeError) -> [Diagnostic] {
        let reports = container.role == .openedScope
        var held: [(entry: Entry, object: WeakReference)] = []
        for index in work.indices {
            guard reports else { break }
            if var object = work[index].reference {
                work[index].reference = nil  // `object` alone holds what the close took
                if !isKnownUniquelyReferenced(&object) { held.append((work[index].entry, WeakReference(object))) }
            } else if type(of: work[index].value) is AnyClass {
                held.append((work[index].entry, WeakReference(work[index].value as AnyObject)))
            }
        }
        work = []
        let warnings = held.filter { $0.object.object != nil }.map { entry, _ in
            Diagnostic(
                .warning, .instanceOutlivedScope,
                "'\(entry.serviceKey)' is still alive after scope '\(container.name)' closed and released it: something "
                    + "else holds it",
                at: entry.configuration.site.location,
                suggestions: [.init("find what holds it (a longer-lived object, a task, a closure); what outlives a "
                    + "scope must not keep the scope's instances")])
        }
        if let parent = container.parents.first {
            parent.state.withLock { state in state.lifecycle.openScopes.removeAll { $0.container.map { $0 === container } ?? true } }
        }
        let all = held.isEmpty && diagnostics.isEmpty ? [] : (diagnostics + warnings).sorted()
        if all.contains(where: { $0.severity == .error }) { throw ScopeError(all) }
        return all
    }
}

/// An object held without keeping it alive, to tell afterwards whether something else did.
struct WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
