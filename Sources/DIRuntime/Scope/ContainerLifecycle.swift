import DIGraph

/// What a container knows about its life beyond its registrations: the scopes declared under it and opened from
/// it, its externals, its close actions, the order its kept instances were made in, and whether it is closed.
/// Part of ``ContainerState``, behind the container's mutex.
struct ContainerLifecycle {
    /// Why resolves are refused, when they are: the container was closed (where), or it is a scope's declaration.
    var refusal: Refusal?
    /// The scopes declared under this container (``Container/scope(_:fileID:line:column:_:)``), in order; a scope
    /// holds this container weakly.
    var declaredScopes: [Scope] = []
    /// Scopes opened from this container's declarations and not closed yet, oldest first, by address (not held):
    /// closing this container closes them first, newest first.
    var openScopes: [OpenScope] = []
    /// What a scope's declaration said is bound when it opens (``Container/external(_:tag:fileID:line:column:)``).
    var externals: [ScopeExternal] = []
    /// Every `onClose` action, in the order they were added.
    var closeActions: [RuntimeCloseAction] = []
    /// Entries whose instance was kept, in the order the instances were made (an entry may appear again when a
    /// weak singleton was made anew): ``Container/close(fileID:line:column:)`` runs actions newest first.
    var madeInOrder: [Entry] = []
    /// The registration count of an opened scope's ancestors when its plan was frozen with what it found in them
    /// (`nil` when they were not all frozen): the plan may serve another open while they still have that count.
    var frozenAncestorsVersion: Int?
    /// The modules assembled into the container, in assembly order (``Container/init(name:parents:allowsOverrides:modules:)``).
    var modules: [ModuleRecord] = []
    /// The module whose `register` is running, whose name each new registration takes.
    var assemblingModule: String?
    /// The module each registration came from, by its entry's identity.
    var moduleOfEntry: [ObjectIdentifier: String] = [:]

    enum Refusal {
        case closed(RegistrationSite)
        case declaration
    }
}

/// A declared external of a scope: a value its opener binds.
struct ScopeExternal {
    let key: RuntimeKey
    let type: Any.Type
    let site: RegistrationSite
}
