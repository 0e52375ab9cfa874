/// A recursive-descent parser for Swift type text; bad text gives a ``TypeNameError``, never a trap.
///
/// Nesting is bounded (``maximumDepth``) so hostile input cannot overflow the stack.
struct TypeNameParser {
    static let maximumDepth = 64

    private let text: String
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    static func parse(_ text: String) throws(TypeNameError) -> TypeSyntax {
        var parser = TypeNameParser(text: text)
        let syntax = try parser.parseType()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else {
            throw parser.error("unexpected '\(parser.currentCharacter)' after the type")
        }
        return syntax
    }

    private init(text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    // MARK: Grammar

    /// type := composition ('->' type)?   (a bare arrow only follows a parenthesized parameter list)
    private mutating func parseType() throws(TypeNameError) -> TypeSyntax {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("the type is nested too deeply") }
        skipWhitespace()
        var prefixes: [String] = []
        while let prefix = parsePrefix() { prefixes.append(prefix) }
        var type = try parseComposition()
        for prefix in prefixes.reversed() { type = .prefixed(prefix, type) }
        return type
    }

    /// Attributes and modifiers written before a type. `@escaping` / `@autoclosure` are dropped (empty result
    /// skipped by the caller's loop through `parsePrefix` returning the next one).
    private mutating func parsePrefix() -> String? {
        while true {
            skipWhitespace()
            if peek() == UInt8(ascii: "@") {
                let start = position
                position += 1
                let name = scanIdentifier()
                if peek() == UInt8(ascii: "(") { skipBalancedParentheses() }
                let attribute = String(decoding: bytes[start..<position], as: UTF8.self)
                if name == "escaping" || name == "autoclosure" { continue }
                return attribute
            }
            for keyword in ["inout", "some", "any", "borrowing", "consuming", "sending", "__owned", "__shared"]
            where matchesKeyword(keyword) {
                position += keyword.utf8.count
                return keyword
            }
            return nil
        }
    }

    private mutating func parseComposition() throws(TypeNameError) -> TypeSyntax {
        var members = [try parsePostfixed()]
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "&") else { break }
            position += 1
            skipWhitespace()
            members.append(try parsePostfixed())
        }
        return members.count == 1 ? members[0] : .composition(members)
    }

    private mutating func parsePostfixed() throws(TypeNameError) -> TypeSyntax {
        var type = try parsePrimary()
        while true {
            switch peek() {
            case UInt8(ascii: "?"):
                position += 1
                type = .optional(type)
            case UInt8(ascii: "!"):
                position += 1
                type = .implicitlyUnwrapped(type)
            case UInt8(ascii: "."):
                if matches("...") {
                    position += 3
                    type = .variadic(type)
                    continue
                }
                position += 1
                let member = scanIdentifier()
                if member == "Type" || member == "Protocol" {
                    type = .metatype(type, member)
                } else if member.isEmpty {
                    throw error("expected a member name after '.'")
                } else {
                    // `Outer<T>.Inner`: continue the dotted path.
                    let arguments = try parseGenericArgumentsIfPresent(of: member)
                    type = try appendComponent(.init(name: member, arguments: arguments), to: type)
                }
            default:
                return type
            }
        }
    }

    private mutating func parsePrimary() throws(TypeNameError) -> TypeSyntax {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "["):
            return try parseCollection()
        case UInt8(ascii: "("):
            return try parseParenthesized()
        case nil:
            throw error("expected a type")
        default:
            return try parseNamed()
        }
    }

    private mutating func parseNamed() throws(TypeNameError) -> TypeSyntax {
        var components: [TypeSyntax.Component] = []
        repeat {
            if !components.isEmpty { position += 1 }
            let name = scanIdentifier()
            guard !name.isEmpty else {
                throw error(components.isEmpty ? "expected a type name" : "expected a member name after '.'")
            }
            components.append(.init(name: name, arguments: try parseGenericArgumentsIfPresent(of: name)))
        } while peek() == UInt8(ascii: ".") && !matches("...") && !nextIsMetatypeKeyword()
        return Self.sugared(components)
    }

    private mutating func parseGenericArgumentsIfPresent(of name: String) throws(TypeNameError) -> [TypeSyntax] {
        guard peek() == UInt8(ascii: "<") else { return [] }
        position += 1
        var arguments: [TypeSyntax] = []
        while true {
            arguments.append(try parseType())
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard peek() == UInt8(ascii: ">") else {
                throw error("expected '>' to close the generic arguments of '\(name)'")
            }
            position += 1
            return arguments
        }
    }

    private mutating func parseCollection() throws(TypeNameError) -> TypeSyntax {
        position += 1
        let element = try parseType()
        skipWhitespace()
        if peek() == UInt8(ascii: ":") {
            position += 1
            let value = try parseType()
            try expect("]", "to close the dictionary type")
            return .dictionary(key: element, value: value)
        }
        try expect("]", "to close the array type")
        return .array(element)
    }

    /// A tuple, a parenthesized type, or a function type's parameter list.
    private mutating func parseParenthesized() throws(TypeNameError) -> TypeSyntax {
        position += 1
        var elements: [TypeSyntax.Element] = []
        skipWhitespace()
        if peek() != UInt8(ascii: ")") {
            while true {
                elements.append(try parseTupleElement())
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                break
            }
        }
        try expect(")", "to close the parenthesized type")
        let effects = parseEffects()
        skipWhitespace()
        if matches("->") {
            position += 2
            let result = try parseType()
            return .function(parameters: elements.map(\.type), effects: effects, result: result)
        }
        guard effects.isEmpty else { throw error("expected '->' after '\(effects)'") }
        if elements.count == 1, elements[0].label == nil { return elements[0].type }
        return .tuple(elements)
    }

    private mutating func parseTupleElement() throws(TypeNameError) -> TypeSyntax.Element {
        skipWhitespace()
        let save = position
        let first = scanIdentifier()
        if !first.isEmpty {
            skipWhitespace()
            if peek() == UInt8(ascii: ":") {
                position += 1
                return .init(label: first, type: try parseType())
            }
            let second = scanIdentifier()
            skipWhitespace()
            if !second.isEmpty, peek() == UInt8(ascii: ":") {
                position += 1
                return .init(label: second, type: try parseType())
            }
        }
        position = save
        return .init(label: nil, type: try parseType())
    }

    /// `async`, `throws`, `rethrows`, `throws(E)` between a parameter list and its arrow, canonically spaced.
    private mutating func parseEffects() -> String {
        var effects: [String] = []
        while true {
            skipWhitespace()
            if let keyword = ["async", "throws", "rethrows"].first(where: { matchesKeyword($0) }) {
                let start = position
                position += keyword.utf8.count
                if keyword == "throws", peek() == UInt8(ascii: "(") { skipBalancedParentheses() }
                effects.append(String(decoding: bytes[start..<position], as: UTF8.self))
                continue
            }
            return effects.joined(separator: " ")
        }
    }

    // MARK: Sugar

    private static func sugared(_ components: [TypeSyntax.Component]) -> TypeSyntax {
        var path = components
        if path.count == 2, path[0].name == "Swift", path[0].arguments.isEmpty { path.removeFirst() }
        guard path.count == 1 else { return .named(components) }
        let arguments = path[0].arguments
        switch (path[0].name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("ImplicitlyUnwrappedOptional", 1): return .implicitlyUnwrapped(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return .named(components)
        }
    }

    private func appendComponent(
        _ component: TypeSyntax.Component, to base: TypeSyntax
    ) throws(TypeNameError) -> TypeSyntax {
        guard case .named(let components) = base else {
            throw error("'.\(component.name)' cannot follow a type that is not a name")
        }
        return Self.sugared(components + [component])
    }

    // MARK: Lexing helpers

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private var currentCharacter: String {
        guard position < bytes.count else { return "end of text" }
        return String(decoding: bytes[position...].prefix(1), as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private func matches(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        guard position + utf8.count <= bytes.count else { return false }
        return bytes[position..<position + utf8.count].elementsEqual(utf8)
    }

    private func matchesKeyword(_ keyword: String) -> Bool {
        guard matches(keyword) else { return false }
        let end = position + keyword.utf8.count
        return end == bytes.count || !Self.isIdentifierByte(bytes[end])
    }

    private func nextIsMetatypeKeyword() -> Bool {
        for keyword in [".Type", ".Protocol"] where matches(keyword) {
            let end = position + keyword.utf8.count
            if end == bytes.count || !Self.isIdentifierByte(bytes[end]) { return true }
        }
        return false
    }

    private mutating func expect(_ character: Character, _ purpose: String) throws(TypeNameError) {
        skipWhitespace()
        guard let ascii = character.asciiValue, peek() == ascii else {
            throw error("expected '\(character)' \(purpose)")
        }
        position += 1
    }

    /// An identifier, a backticked identifier, or `_`; empty when none starts here.
    private mutating func scanIdentifier() -> String {
        let start = position
        if peek() == UInt8(ascii: "`") {
            guard let close = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "`")), close > position + 1 else {
                return ""
            }
            position = close + 1
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        guard let first = peek(), Self.isIdentifierByte(first), !(0x30...0x39).contains(first) else { return "" }
        while let byte = peek(), Self.isIdentifierByte(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipBalancedParentheses() {
        var level = 0
        while let byte = peek() {
            position += 1
            if byte == UInt8(ascii: "(") { level += 1 }
            if byte == UInt8(ascii: ")") {
                level -= 1
                if level == 0 { return }
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    private func error(_ reason: String) -> TypeNameError {
        TypeNameError(text: text, offset: position, reason: reason)
    }
}
