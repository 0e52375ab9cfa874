/// Where a binding, dependency or container was declared, so a diagnostic can point an editor at it.
///
/// digen knows it from the source text; the runtime captures `#fileID`, `#line` and `#column` at `register`.
/// Locations order by file, then line, then column, which is the order diagnostics are reported in.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file as the user should see it (a path or a `#fileID`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the prefix compilers use so editors make it clickable.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }

    /// How two optional locations order: `true` or `false` when they differ (a located thing sorts before an
    /// unlocated one), `nil` when they are equal and the caller must break the tie.
    package static func order(_ lhs: SourceLocation?, _ rhs: SourceLocation?) -> Bool? {
        switch (lhs, rhs) {
        case (let left?, let right?) where left != right: left < right
        case (.some, nil): true
        case (nil, .some): false
        default: nil
        }
    }
}
