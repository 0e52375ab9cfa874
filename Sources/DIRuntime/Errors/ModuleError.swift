public import DIGraph

/// A module whose `register(in:)` threw while a container was assembled from modules.
public struct ModuleError: Error, Sendable, CustomStringConvertible {
    /// `moduleRegistrationFailed`, naming the module and the container.
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    public var description: String { DiagnosticRenderer().render(diagnostic) }
}
