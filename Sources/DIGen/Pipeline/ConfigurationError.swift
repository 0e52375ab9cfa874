/// A configuration file that cannot be used, naming the key (and line) at fault.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var line: Int
    public var reason: String

    public init(key: String, line: Int, reason: String) {
        self.key = key
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): '\(key)': \(reason)" }
}
