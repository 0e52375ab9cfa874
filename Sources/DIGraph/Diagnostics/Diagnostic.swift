/// One problem found in a graph, as data: rendering is ``DiagnosticRenderer``'s job.
///
/// A `Diagnostic` is also an `Error`, so a front-end can throw exactly what the validator reports.
public struct Diagnostic: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case error, warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// A located remark that explains the diagnostic: one per edge of a cycle, one per candidate.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation?
    /// Context: the edges of a cycle, the parents of an ambiguity, the other registration.
    public var notes: [Note]
    /// What the user may have meant, best first.
    public var suggestions: [Note]

    public init(
        _ severity: Severity,
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation? = nil,
        notes: [Note] = [],
        suggestions: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestions = suggestions
    }

    /// The compiler-style text ``DiagnosticRenderer`` writes.
    public var description: String { DiagnosticRenderer().render(self) }

    /// Located diagnostics first, by location; then code, then message, so output never depends on input order.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if let ordered = SourceLocation.order(lhs.location, rhs.location) { return ordered }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        return lhs.message < rhs.message
    }
}
