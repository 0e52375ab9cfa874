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
/// ``Container/bootstrap(isolation:)`` see its registrations, and once more for each ``open(isolation:fileID:line:column:_:)``,
/// which makes a new container of them: it must register the same things every time (an `open` that finds other
/// registrations than the validated ones validates them before it returns).
public final class Scope: Sendable {
    /// The scope's name, in diagnostics and graph exports.
    public let name: String
    /// The registrations, run on each container the scope opens.
    let declaration: @Sendable (Container) -> Void
    /// The declaration run once, for the parent's validation; resolves from it are refused. It has no parents:
    /// the parent holds the scope, so the scope must not hold the parent (a graph gives the declaration its parent).
    let template: Container
    /// The container the scope opens under; it holds the scope.
    private let parentReference: WeakContainer
    /// What the parent's last clean validation found, so an open need not validate again.
    let trust = Locked(ScopeTrust())

    init(name: String, parent: Container, declaration: @escaping @Sendable (Container) -> Void) {
        self.name = name
        self.declaration = declaration
        parentReference = WeakContainer(parent)
        template = Container(
            name: name, parents: [], allowsOverrides: parent.allowsOverrides, bindingAdvice: parent.bindingAdvice,
            role: .scopeDeclaration)
        template.state.withLock { $0.lifecycle.refusal = .declaration }
        declaration(template)
    }

    /// The container the scope opens under, while it lives.
    var parent: Container? { parentReference.container }

    /// The externals the declaration named, in order.
    var externals: [ScopeExternal] { template.state.withLock { $0.lifecycle.externals } }
}

/// What an `open` may take from the parent's validation without doing it again.
struct ScopeTrust {
    /// The registrations' fingerprint when the parent's bootstrap validated the scope without an error.
    var validatedFingerprint: Int?
    /// What the scope's containers find in their frozen ancestors, computed by the first trusted open, with the
    /// ancestors' registration count it was computed at (a registration, `remove` or `reset` changes it).
    var inherited: (ancestorsVersion: Int, entries: [RuntimeKey: Entry])?
}
