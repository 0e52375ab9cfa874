/// What a container is for, fixed when it is made: it decides whether resolves are refused from the start and how
/// kept instances are stored.
package enum ContainerRole: Sendable, Hashable {
    /// A container an app makes and keeps: `Container(name:)`.
    case ordinary
    /// The registrations of a ``Scope``, made once so the parent's validation sees them; never resolved from.
    case scopeDeclaration
    /// A scope opened by ``Scope/open(isolation:fileID:line:column:_:)``: its kept instances are stored so that
    /// ``Container/close(fileID:line:column:)`` can release them under their locks while resolves run.
    case openedScope
}
