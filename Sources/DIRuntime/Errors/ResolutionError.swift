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

extension ResolutionError {
    /// The error of a `resolve` call made at `site`: a diagnostic without a location (a top-level key that is
    /// missing) points at the call; one that points at a registration gets a note at the call, so the message
    /// shows both where the request started and what failed. The outermost call wins: a resolve inside a
    /// factory is a step of the graph, whose `register` location the path notes give.
    func resolved(at site: RegistrationSite) -> ResolutionError {
        var diagnostic = diagnostic
        let location = site.location
        diagnostic.notes.removeAll { $0.message == Self.callNote }
        if diagnostic.location == nil {
            diagnostic.location = location
        } else if diagnostic.location != location {
            diagnostic.notes.append(.init(Self.callNote, at: location))
        }
        return ResolutionError(diagnostic)
    }

    /// `error` located at a `resolve` call when it is a ``ResolutionError``, else unchanged (a factory's own
    /// error stays the user's); every `resolve` API, DIWrappers' too, locates its errors through it. Out of
    /// line: an inlined call site keeps only a call on its error path.
    @usableFromInline @inline(never)
    package static func located(_ error: any Error, fileID: StaticString, line: UInt, column: UInt) -> any Error {
        guard let error = error as? ResolutionError else { return error }
        return error.resolved(at: RegistrationSite(fileID: fileID, line: line, column: column))
    }

    static let callNote = "the resolve that failed is called here"
}

