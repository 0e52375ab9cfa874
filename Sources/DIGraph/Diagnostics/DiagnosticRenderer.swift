/// Writes diagnostics the way compilers do, so Xcode, VS Code and CI logs make every line clickable.
///
/// ```
/// Sources/App/Bar.swift:12:5: error: [missingBinding] no binding for 'Foo' ...
/// Sources/App/Foo.swift:3:1: note: 'Foo' is bound in container 'AppContainer', which is not visible from ...
/// ```
/// A diagnostic without a location (made at runtime without one) renders the same way without the prefix.
public struct DiagnosticRenderer: Sendable {
    public init() {}

    /// The diagnostic, its notes, then its suggestions, one per line.
    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = [line(diagnostic.location, diagnostic.severity.rawValue, "[\(diagnostic.code.rawValue)] \(diagnostic.message)")]
        for note in diagnostic.notes { lines.append(line(note.location, "note", note.message)) }
        for suggestion in diagnostic.suggestions { lines.append(line(suggestion.location, "note", suggestion.message)) }
        return lines.joined(separator: "\n")
    }

    /// Every diagnostic, in the order given, separated by newlines.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    private func line(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        guard let location else { return "\(label): \(message)" }
        return "\(location): \(label): \(message)"
    }
}
