/// Lines of generated Swift with indentation, joined once at the end so rendering stays linear.
struct SourceBuilder {
    private let unit: String
    var lines: [String] = []
    private var level = 0

    init(indentation: String) { unit = indentation }

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: unit, count: level) + text)
    }

    mutating func blank() { lines.append("") }

    mutating func block(_ opening: String, _ body: (inout SourceBuilder) -> Void) {
        line(opening + " {")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// Lines one level deeper, without braces (an `else` branch closed by the caller).
    mutating func indented(_ body: (inout SourceBuilder) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
