/// Recognizes lazily injected types: `() -> T`, `(() -> T)` and, when configured, `Name<T>`.
enum LazyTypeDetector {
    /// - Returns: the type to resolve and whether it is injected lazily.
    static func unwrap(_ typeText: String, lazyTypealias: String?) -> (text: String, isLazy: Bool) {
        if !typeText.utf8.contains(UInt8(ascii: "(")), !typeText.utf8.contains(UInt8(ascii: "<")) { return (typeText, false) }
        var text = typeText.trimmingWhitespace
        for attribute in ["@escaping", "@Sendable"] where text.hasPrefix(attribute) {
            text = String(text.dropFirst(attribute.count)).trimmingWhitespace
        }
        if let last = text.last, last == "!" || last == "?" {
            let inner = unwrap(String(text.dropLast()), lazyTypealias: lazyTypealias)
            if inner.isLazy { return inner }
        }
        if text.hasPrefix("("), text.hasSuffix(")"), text.dropFirst().hasPrefix("(") {
            text = String(text.dropFirst().dropLast()).trimmingWhitespace
        }
        if text.hasPrefix("("), let arrow = text.range(of: "->") {
            let before = text[..<arrow.lowerBound].filter { !$0.isWhitespace }
            if before == "()" { return (String(text[arrow.upperBound...]).trimmingWhitespace, true) }
        }
        if let lazyTypealias, text.hasPrefix(lazyTypealias + "<"), text.hasSuffix(">") {
            let inner = text.dropFirst(lazyTypealias.count + 1).dropLast()
            return (String(inner).trimmingWhitespace, true)
        }
        return (typeText, false)
    }
}
