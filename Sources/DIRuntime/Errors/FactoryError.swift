public import DIGraph

/// An error a factory or an `onResolved` block threw, passed through with where it happened.
///
/// ```swift
/// catch let error as FactoryError where error.underlyingError is NetworkError { … }
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
        var lines = ["\(location): error: the factory of '\(key)' threw: \(underlyingError)"]
        if path.count > 1 { lines.append("note: resolution path: \(ResolutionError.quotedPath(path))") }
        return lines.joined(separator: "\n")
    }

    /// Passes container errors (and an already wrapped factory error) through unchanged; wraps anything else
    /// with the path of the resolve under way.
    @usableFromInline
    static func wrapping(_ error: any Error, in root: UnsafeMutablePointer<ResolutionRoot>, entry: Entry) -> any Error {
        if error is ResolutionError || error is FactoryError { return error }
        return FactoryError(error, entry: entry, path: root.pointee.path)
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
