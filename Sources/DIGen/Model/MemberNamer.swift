/// Member names for types: `Foo.Bar` → `fooBar`, `Array<Int>` → `array_Int`, `[String: Int?]` →
/// `dictionary_String_OptionalInt`; with a prefix, `makeFooBar`. The leading word is lowercased by Saber's rule
/// (`URLSession` → `uRLSession`) or by Swift's (`urlSession`), as the configuration says
/// (``GeneratorConfiguration/MemberNames``).
package enum MemberNamer {
    package typealias Style = GeneratorConfiguration.MemberNames

    /// The member name of a type as written: a getter, a parent, an external.
    ///
    /// - Parameters:
    ///   - typeText: a type as written; a trailing `?` or `!` is ignored.
    ///   - style: how the leading word is lowercased.
    /// - Returns: an identifier, backticked when it is a Swift keyword.
    package static func memberName(of typeText: String, style: Style) -> String {
        name(of: typeText, prefix: nil, style: style)
    }

    /// The member name of a type as written, never one of `typeNames`: a member named like a type of the module
    /// (`final class featureFlagsPlugin`) would shadow it inside the generated class, where `featureFlagsPlugin()`
    /// would then call the member, so it takes `Instance` (`featureFlagsPluginInstance`) until it is free.
    ///
    /// - Parameters:
    ///   - typeText: a type as written; a trailing `?` or `!` is ignored.
    ///   - style: how the leading word is lowercased.
    ///   - typeNames: the names type references in the generated file may start with.
    /// - Returns: an identifier, backticked when it is a Swift keyword.
    package static func memberName(of typeText: String, style: Style, avoiding typeNames: Set<String>) -> String {
        var name = memberName(of: typeText, style: style)
        while typeNames.contains(name.filter { $0 != "`" }) { name = name.filter { $0 != "`" } + "Instance" }
        return name
    }

    /// The name of a type as written after a prefix (`make` + `FooBar`): nothing is lowercased, so both styles
    /// give the same name.
    package static func memberName(of typeText: String, prefix: String) -> String {
        name(of: typeText, prefix: prefix, style: .saber)
    }

    private static func name(of typeText: String, prefix: String?, style: Style) -> String {
        if let simple = simpleName(of: typeText, prefix: prefix, style: style) { return simple }
        let name = rawName(of: typeText, prefix: prefix, style: style)
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's rule (the API Design Guidelines: acronyms are uniformly up- or down-cased): the leading run of
    /// capitals is lowercased, except its last capital when a lowercase word follows it, which starts that word.
    /// `URLSession` → `urlSession`, `APIClient` → `apiClient`, `API` → `api`, `HTTPURLResponse` →
    /// `httpurlResponse` (no rule can find the word boundary inside two acronyms), `UTF8Decoder` → `utf8Decoder`, and
    /// a plural `s` stays with its acronym: `URLs` → `urls`, `IDsProvider` → `idsProvider`.
    static func lowercasingLeadingAcronym(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        var index = 0
        while index < characters.count, characters[index].isUppercase {
            let next = index + 1
            if index > 0, next < characters.count, characters[next].isLetter, !characters[next].isUppercase,
               !isPluralS(characters, at: next) {
                break
            }
            result += characters[index].lowercased()
            index += 1
        }
        return result + String(characters[index...])
    }

    /// Whether the lowercase word at `index` is a lone `s`: `URLs`, `IDsProvider`.
    private static func isPluralS(_ characters: [Character], at index: Int) -> Bool {
        characters[index] == "s" && (index + 1 == characters.count || !characters[index + 1].isLowercase)
    }

    /// The common case without allocation-heavy parsing: an ASCII identifier, possibly dotted, possibly
    /// ending in `?` or `!`. Swift's rule on a name that starts with two capitals takes the general path.
    private static func simpleName(of typeText: String, prefix: String?, style: Style) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(typeText.utf8.count + (prefix?.utf8.count ?? 0))
        if let prefix { bytes.append(contentsOf: prefix.utf8) }
        var isFirst = true
        var startsWithCapital = false
        var ended = false
        for byte in typeText.utf8 {
            if ended { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if isFirst {
                    startsWithCapital = true
                } else if startsWithCapital, style == .swift, prefix == nil, bytes.count == 1 {
                    return nil
                }
                bytes.append(isFirst && prefix == nil ? byte + 32 : byte)
            case UInt8(ascii: "."):
                if isFirst { return nil }
                continue
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                if isFirst { return nil }
                ended = true
                continue
            default:
                return nil
            }
            isFirst = false
        }
        if isFirst { return nil }
        let name = String(decoding: bytes, as: UTF8.self)
        return keywords.contains(name) ? "`\(name)`" : name
    }

    private static func rawName(of typeText: String, prefix: String?, style: Style) -> String {
        var text = Substring(typeText.trimmingWhitespace)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("("), text.hasSuffix(")"), balancedGroup(text) { text = text.dropFirst().dropLast() }
        for keyword in ["any ", "some "] where text.hasPrefix(keyword) { text = text.dropFirst(keyword.count) }
        let (base, arguments) = split(String(text))
        let joinedBase = identifierCharacters(base.split(separator: ".").joined())
        var result: String
        if let prefix {
            result = prefix + joinedBase
        } else if style == .swift, !joinedBase.isEmpty {
            result = lowercasingLeadingAcronym(joinedBase)
        } else if let first = joinedBase.first {
            result = first.lowercased() + joinedBase.dropFirst()
        } else {
            result = "value"
        }
        if !arguments.isEmpty {
            result += "_" + arguments.map { argument in
                let trimmed = argument.trimmingWhitespace
                let isOptional = trimmed.hasSuffix("?") || trimmed.hasSuffix("!")
                return rawName(of: trimmed, prefix: isOptional ? "Optional" : "", style: style)
            }.joined(separator: "_")
        }
        return result
    }

    /// Splits `Base<A, B>`, `[T]` and `[K: V]` into a base name and its generic arguments.
    private static func split(_ text: String) -> (String, [String]) {
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            let parts = topLevelSplit(inner, separator: ":")
            return parts.count == 2 ? ("Dictionary", parts) : ("Array", [inner])
        }
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return (text, []) }
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return (String(text[..<open]), topLevelSplit(inner, separator: ","))
    }

    private static func topLevelSplit(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            default: break
            }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map(\.trimmingWhitespace)
    }

    private static func balancedGroup(_ text: Substring) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, offset < text.count - 1 { return false }
        }
        return depth == 0
    }

    private static func identifierCharacters(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "super", "self", "throw", "throws", "true", "try", "package",
    ]
}

extension String {
    var trimmingWhitespace: String {
        if let first = utf8.first, let last = utf8.last, !Self.isSpace(first), !Self.isSpace(last) { return self }
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
