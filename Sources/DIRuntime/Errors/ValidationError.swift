public import DIGraph

/// What ``Container/bootstrap(isolation:)`` throws when validation finds errors: every diagnostic of the run, warnings
/// included, so the whole picture is in one message.
public struct ValidationError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public var description: String { DiagnosticRenderer().render(diagnostics) }
}
