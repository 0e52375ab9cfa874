public import DIGraph

/// Where an error a factory or an `onResolved` block threw happened: the report a container hands to
/// ``Container/onFactoryError(_:)`` observers.
///
/// A resolve throws the factory's own error, unchanged, as Dip does, so `catch let error as NetworkError`
/// works however deep in the graph it was thrown; the resolution path, which the error itself cannot carry,
/// is this report:
///
/// ```swift
/// container.onFactoryError { report in logger.error("\(report)") }   // path and `register` location
/// do { _ = try container.resolve(Client.self) } catch let error as NetworkError { … }
/// ```
public struct FactoryError: Error, Sendable, CustomStringConvertible {
    /// What the factory threw, unchanged.
    public var underlyingError: any Error
    /// The key whose factory threw.
    public var key: ServiceKey
    /// The keys being resolved, outermost first, ending with ``key``.
    public var path: [ServiceKey]
    /// The `register` call of the factory that threw.
    public var location: SourceLocation

    /// Compiler style, like a ``/DIGraph/Diagnostic``: the factory's error, then the resolution path.
    public var description: String {
        var lines = ["\(location): error: \(message)"]
        if let pathNote { lines.append("note: \(pathNote.message)") }
        return lines.joined(separator: "\n")
    }

    /// The report as a `factoryFailed` diagnostic (``Container/validate(_:isolation:)``), in the same words.
    var diagnostic: Diagnostic {
        Diagnostic(.error, .factoryFailed, message, at: location, notes: pathNote.map { [$0] } ?? [])
    }

    private var message: String { "the factory of '\(key)' threw: \(underlyingError)" }

    /// The resolution path, when the factory was not the first step.
    private var pathNote: Diagnostic.Note? {
        path.count > 1 ? Diagnostic.Note("resolution path: \(ResolutionError.quotedPath(path))") : nil
    }

    /// `error`, unchanged, after reporting it where the user's code threw it: the first `entry` it crosses on
    /// its way out of the resolve under way (outer steps see the same error again, and report nothing).
    /// Container errors are not reported: they carry their path themselves. Never inlined: the resolve path's
    /// functions would carry the report's temporaries in their stack frames (kilobytes) for an error they rarely see.
    ///
    /// - Parameter path: the steps to report, when not those under way (an `onResolved` block runs after its
    ///   graph is made, and reports the path its instance was made along).
    @usableFromInline @inline(never)
    static func passing(
        _ error: any Error, in root: UnsafeMutablePointer<ResolutionRoot>, entry: Entry, path: [Entry]? = nil
    ) -> any Error {
        if error is ResolutionError || root.pointee.isReportingFailure { return error }
        let report = FactoryError(error, entry: entry, path: path ?? root.pointee.path)
        root.pointee.isReportingFailure = true
        root.pointee.lastFailure = report
        entry.container.report(report)
        return error
    }

    /// The report of the last error a factory threw on this thread, taken (so it is read once): for a front-end
    /// that shows where a resolve it made failed (DIWrappers' message).
    package static func takeLastOnThisThread() -> FactoryError? {
        guard let root = ThreadResolution.existingRoot else { return nil }
        defer { root.pointee.lastFailure = nil }
        return root.pointee.lastFailure
    }
}

extension FactoryError {
    /// `error`, thrown by `entry`'s factory while `path` (outermost first, ending with `entry`) was being made.
    init(_ error: any Error, entry: Entry, path: some Collection<Entry>) {
        let naming = TypeNaming([entry.configuration.keyType] + path.map(\.configuration.keyType))
        self.init(
            underlyingError: error, key: naming.serviceKey(of: entry), path: path.map(naming.serviceKey(of:)),
            location: entry.configuration.site.location)
    }
}
