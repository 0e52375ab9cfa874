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
    /// The entries an opened scope keeps instances of: every one is closed, made or not.
    private let scopedEntries: [Entry]
    /// The instances to close, newest first, with their actions; filled by ``takeInstances()``.
    private(set) var work: [(entry: Entry, instance: Any, actions: [RuntimeCloseAction])] = []
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
            let actions = Dictionary(grouping: state.lifecycle.closeActions) { ObjectIdentifier(state.current(of: $0.entry)) }
            let entries = (state.plan?.entries ?? state.unorderedEntries).filter(\.isKeptInScope)
            return (state.lifecycle.openScopes.compactMap(\.container).reversed(), actions, entries)
        }
        guard let (openScopes, actions, scopedEntries) = begun else { return nil }
        self.container = container
        self.site = site
        self.openScopes = openScopes
        self.actions = actions
        self.scopedEntries = scopedEntries
    }

    /// An `async` action this close or its open scopes' closes would run, which a synchronous close cannot: `nil`
    /// when there is none.
    static func needsAwait(_ container: Container) -> RuntimeCloseAction? {
        let (actions, open) = container.state.withLock { state in
            (state.lifecycle.closeActions, state.lifecycle.openScopes.compactMap(\.container))
        }
        return actions.first(where: \.isAsync) ?? open.lazy.compactMap(needsAwait).first
    }

    /// Takes every kept instance out of its cell (an opened scope's cells are closed for good), then orders them
    /// newest first: after the cells' locks, every instance made is recorded.
    mutating func takeInstances() {
        var taken: [ObjectIdentifier: Any] = [:]
        for entry in scopedEntries {
            if let instance = entry.takeForClose() { taken[ObjectIdentifier(entry)] = instance }
        }
        let made = container.state.withLock { state in
            defer { state.lifecycle.madeInOrder = [] }
            return state.lifecycle.madeInOrder
        }
        var seen: Set<ObjectIdentifier> = []
        for entry in made.reversed() where seen.insert(ObjectIdentifier(entry)).inserted {
            let id = ObjectIdentifier(entry)
            guard let instance = taken.removeValue(forKey: id) ?? (entry.isKeptInScope ? nil : entry.takeForClose())
            else { continue }
            work.append((entry, instance, actions[id] ?? []))
        }
    }

    /// Records that `action` threw `error`.
    mutating func failed(_ action: RuntimeCloseAction, of entry: Entry, with error: any Error) {
        let kind = container.role == .ordinary ? "container" : "scope"
        diagnostics.append(Diagnostic(
            .error, .closeActionFailed,
            "the close action of '\(entry.serviceKey)' in \(kind) '\(container.name)' threw: \(error)",
            at: action.site.location,
            notes: [.init("registered here", at: entry.configuration.site.location)]))
    }

    /// Releases the instances and reports those still alive; throws when an action failed.
    mutating func finish() throws(ScopeError) -> [Diagnostic] {
        var survivors: [(entry: Entry, object: WeakReference)] = []
        if container.role == .openedScope {
            for (entry, instance, _) in work where type(of: instance) is AnyClass {
                survivors.append((entry, WeakReference(instance as AnyObject)))
            }
        }
        work = []
        let warnings = survivors.filter { $0.object.object != nil }.map { entry, _ in
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
        let all = (diagnostics + warnings).sorted()
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
