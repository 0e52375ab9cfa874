/// A declaration as both parsers must report it: kind, dotted name, line.
struct Declaration: Hashable, Comparable, CustomStringConvertible {
    var kind: String
    var name: String
    var line: Int

    init(_ kind: String, _ name: String, _ line: Int) {
        self.kind = kind
        self.name = Declaration.normalized(name)
        self.line = line
    }

    /// Whitespace and backticks removed, so `Foo< Int >` and `` `Foo`<Int> `` compare equal.
    static func normalized(_ name: String) -> String {
        String(name.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "`" }.map(Character.init))
    }

    var description: String { "\(line): \(kind) \(name)" }

    static func < (lhs: Declaration, rhs: Declaration) -> Bool {
        (lhs.line, lhs.kind, lhs.name) < (rhs.line, rhs.kind, rhs.name)
    }
}
