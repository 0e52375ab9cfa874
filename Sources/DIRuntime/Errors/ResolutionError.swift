public import DIGraph

/// Why a resolve failed: a DIGraph ``/DIGraph/Diagnostic``, worded as the validator words it, with the resolution
/// path and the `register` location of each step as notes.
///
/// ```swift
/// do { _ = try container.resolve() as Service }
/// catch let error as ResolutionError { print(error) }   // compiler-style text
/// ```
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
    /// The diagnostic: code, message, location (the `register` call of the step that failed), notes.
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// `missingBinding`, `ambiguousBinding`, `dependencyCycle`, `duplicateBinding`, or `invalidType` for an
    /// instance that is not of the type it was forwarded to.
    public var code: DiagnosticCode { diagnostic.code }

    /// The diagnostic rendered by ``/DIGraph/DiagnosticRenderer``.
    public var description: String { DiagnosticRenderer().render(diagnostic) }
}
