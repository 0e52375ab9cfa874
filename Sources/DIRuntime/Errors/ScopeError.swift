public import DIGraph

/// Why opening or closing a scope failed, or what a close found: DIGraph ``/DIGraph/Diagnostic``s, every problem
/// at once, rendered as the validator renders them.
///
/// ```swift
/// do { try await session.close() }
/// catch let error as ScopeError { print(error) }     // every failed close action, with its location
/// ```
public struct ScopeError: Error, Sendable, CustomStringConvertible {
    /// `unboundExternal` (open), `closeActionFailed` (close, with the `instanceOutlivedScope` warnings it found too),
    /// or `scopeClosed` (opening from a closed parent).
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics rendered by ``/DIGraph/DiagnosticRenderer``, one after another.
    public var description: String { DiagnosticRenderer().render(diagnostics) }
}
