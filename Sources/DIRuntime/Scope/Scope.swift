import DIGraph
import DISync

/// A part of the app with a shorter life than the app: a signed-in session, a checkout, a document. Declared once
/// under its parent, validated with it, opened with its externals bound, and closed.
///
/// ```swift
/// let sessions = app.scope("Session") { session in
///     session.external(User.self)
///     session.register(.singleton) { c in Payments(http: try c.resolve(), user: try c.resolve()) }
///         .onClose { payments in await payments.flush() }
/// }
/// try app.bootstrap()                                    // validates App and the Session scope
/// let session = try sessions.open { $0.bind(user) }
/// let payments: Payments = try session.resolve()
/// try await session.close()
/// ```
/// The declaration runs once when the scope is declared, so the parent's ``Container/validate()`` and
/// ``Container/bootstrap(isolation:)`` see its registrations, and again when an
/// ``open(isolation:fileID:line:column:_:)`` makes a container of them. An open reuses the registrations of a
/// closed session that nothing holds any more instead (new instances, the new externals' values), so the declaration
/// must register the same things every time, and make nothing per session itself: a session's objects come from its
/// registrations (`.singleton`), never from code of the declaration, which one run may serve many sessions with. A
/// declaration that registers an instance (`register(instance:)`) runs again for every open.
public final class Scope: Sendable {
    /// The scope's name, in diagnostics and graph exports.
    public let name: String
    /// The registrations, run on each container the scope opens (modules assembled in it too; they may throw).
    let declaration: @Sendable (Container) throws -> Void
    /// The declaration run once, for the parent's validation; resolves from it are refused. It has no parents:
    /// the parent holds the scope, so the scope must not hold the parent (a graph gives the declaration its parent).
    let template: Container
    /// The container the scope opens under, while it lives; it holds the scope, so this is weak. A field of its
    /// own, not a ``WeakContainer``: reading one out of a struct copies the struct's weak reference first.
    weak let parent: Container?
    /// What the parent's last clean validation found, so an open need not validate again.
    let trust = Locked(ScopeTrust())
    /// What closed opens that are gone left for the next opens.
    let recycled: RecycledSpares
    /// The externals the declaration named, in order: fixed once it ran, and read by every open.
    let externals: [ScopeExternal]

    /// Runs the declaration on the template: it throws what the declaration throws (a module's `register`), so a
    /// declaration that cannot throw makes a scope without `try`.
    init<Failure: Error>(
        name: String, parent: Container, declaration: @escaping @Sendable (Container) throws(Failure) -> Void
    ) throws(Failure) {
        self.name = name
        self.declaration = declaration
        self.parent = parent
        template = Container(
            name: name, parents: [], allowsOverrides: parent.allowsOverrides, bindingAdvice: parent.bindingAdvice,
            role: .scopeDeclaration)
        template.state.withLock { $0.lifecycle.refusal = .declaration }
        try declaration(template)
        externals = template.state.withLock { $0.lifecycle.externals }
        // Last, after everything that may throw: a scope whose declaration threw is never initialized, so its
        // `deinit`, which frees the words, does not run.
        recycled = RecycledSpares()
    }

    deinit {
        recycled.free()
    }

    /// Takes back what `container`, an open of this scope in its `deinit`, leaves for the next open (let go when
    /// enough are kept); `false` when it cannot serve one (see ``RecycledScope``).
    func recycle(_ container: Container) -> Bool {
        // Not asked first whether there is room: in the steady state (a session at a time) there always is.
        guard let spare = RecycledScope.leftBy(container, externals: externals) else { return false }
        recycled.keep(spare)
        return true
    }

    /// A recycled open frozen while the ancestors had `ancestorsVersion` registrations, if there is one; those
    /// frozen at another count (the ancestors registered since) are let go.
    func takeRecycled(ancestorsVersion: Int) -> RecycledScope? {
        while let spare = recycled.take() {
            if spare.ancestorsVersion == ancestorsVersion { return spare }
        }
        return nil
    }
}

/// What an `open` may take from the parent's validation without doing it again.
struct ScopeTrust {
    /// The registrations' fingerprint when the parent's bootstrap validated the scope without an error.
    var validatedFingerprint: Int?
    /// What the scope's containers find in their frozen ancestors, computed by the first trusted open, with the
    /// ancestors' registration count it was computed at (a registration, `remove` or `reset` changes it).
    var inherited: (ancestorsVersion: Int, entries: [RuntimeKey: Entry])?
}
