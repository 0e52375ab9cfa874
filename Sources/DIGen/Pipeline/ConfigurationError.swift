/// A configuration file that cannot be used, naming the key at fault and where: its line, and the column of the
/// value that is wrong (or of the key, when the key is).
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var key: String
    public var line: Int
    /// 1-based, in characters.
    public var column: Int
    public var reason: String

    public init(key: String, line: Int, column: Int = 1, reason: String) {
        self.key = key
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String { "\(line):\(column): '\(key)': \(reason)" }
}
