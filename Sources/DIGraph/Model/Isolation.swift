/// Where a binding's instance must be made.
///
/// Swift 6 decides where a value may be made: an initializer isolated to a global actor runs only there, so a
/// synchronous factory elsewhere cannot call it. The graph records it so that mistake is a diagnostic
/// (`isolationMismatch`) before anything runs, whichever front-end built the graph.
///
/// ```swift
/// Binding(ServiceKey(try TypeName(parsing: "ViewModel")), in: "AppContainer", isolation: .mainActor)
/// ```
public enum Isolation: Hashable, Sendable, CustomStringConvertible {
    case nonisolated
    /// On a global actor, named by its type's name as the user writes it: "MainActor", "DatabaseActor".
    case globalActor(String)

    public static let mainActor: Isolation = .globalActor("MainActor")

    /// How Swift source spells it, so a message reads like the code: `nonisolated`, `@MainActor`,
    /// `@DatabaseActor`.
    public var description: String {
        switch self {
        case .nonisolated: "nonisolated"
        case .globalActor(let name): "@\(name)"
        }
    }
}
