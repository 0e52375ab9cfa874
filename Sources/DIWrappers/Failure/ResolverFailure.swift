public import DIGraph

/// Why a resolver or a property wrapper stops the program: the container's own error (a DIGraph
/// ``/DIGraph/Diagnostic``, or a ``/DIRuntime/FactoryError``) with the wrapper's or the registration's context as its last line.
///
/// ```swift
/// Resolver.$failureHandler.withValue({ failure in
///     log(failure.description)
///     fatalError(failure.description, file: failure.fileID, line: failure.line)
/// }) { … }
/// ```
public struct ResolverFailure: Sendable, CustomStringConvertible {
    /// The problem as the container reports it (`missingBinding`, `duplicateBinding`, `dependencyCycle`, …),
    /// with the context note appended; `nil` when a factory threw.
    public var diagnostic: Diagnostic?
    /// The whole message, compiler style: the diagnostic (or the factory's error) and the context note.
    public var message: String
    /// The file of the wrapper declaration or `register` call that stopped.
    public var fileID: StaticString
    /// Its line.
    public var line: UInt

    /// A failure whose message is the diagnostic, rendered by ``/DIGraph/DiagnosticRenderer``.
    public init(diagnostic: Diagnostic, fileID: StaticString, line: UInt) {
        self.diagnostic = diagnostic
        self.message = DiagnosticRenderer().render(diagnostic)
        self.fileID = fileID
        self.line = line
    }

    /// A failure that is not a diagnostic (a factory threw): its text, then the context note.
    init(message: String, fileID: StaticString, line: UInt) {
        self.diagnostic = nil
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// ``message``.
    public var description: String { message }
}
