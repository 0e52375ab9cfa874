extension DeclarationParser {
    /// At an opening bracket: moves past its matching closer, or to the end of the input.
    mutating func skipBalanced() {
        var depth = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth <= 0 {
                    index += 1
                    return
                }
            default:
                break
            }
            index += 1
        }
    }

    /// Skips an expression or the rest of a statement: balanced groups, up to a `,` (when `stopAtComma`), `;`, an
    /// unmatched closer, a `#` directive at the start of a line, or a new line that starts a new statement.
    ///
    /// `Foo<A, B>(…)` keeps its comma: a `<` written right after a name opens generic arguments until its `>`.
    mutating func skipExpression(stopAtComma: Bool) {
        let first = index
        var angles = 0
        while index < tokens.count {
            let token = tokens[index]
            if index > first, startsNewStatement(at: index) { return }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                skipBalanced()
                continue
            case .rightParen, .rightBracket, .rightBrace, .semicolon:
                return
            case .comma where stopAtComma && angles == 0:
                return
            case .pound where index > first && token.line > tokens[index - 1].endLine:
                return
            case .operator:
                if bytes[token.start] == ASCII.lessThan, index > first, tokens[index - 1].end == token.start,
                   tokens[index - 1].kind == .identifier || tokens[index - 1].kind == .backtickIdentifier {
                    angles += 1
                } else if angles > 0, bytes[token.start] == ASCII.greaterThan {
                    angles -= 1
                }
                index += 1
            default:
                index += 1
            }
        }
    }

    /// Skips to and past the next `{ … }` (a subscript's, `deinit`'s or precedence group's body).
    mutating func skipToBody() {
        let first = index
        while index < tokens.count {
            if index > first, startsNewStatement(at: index) { return }
            switch tokens[index].kind {
            case .leftBrace:
                skipBalanced()
                return
            case .leftParen, .leftBracket:
                skipBalanced()
            case .rightParen, .rightBracket, .rightBrace, .semicolon:
                return
            default:
                index += 1
            }
        }
    }

    /// Whether the token at `position` starts a new statement: it is on a later line than the previous token, and
    /// neither the previous token (a binary operator, `,`, `.`, `:`) nor this one (`.member`, a binary operator)
    /// continues the expression. A `{` on a new line starts a new statement.
    func startsNewStatement(at position: Int) -> Bool {
        let token = tokens[position]
        let previous = tokens[position - 1]
        guard token.line > previous.endLine else { return false }
        switch previous.kind {
        case .comma, .period, .colon, .at, .leftParen, .leftBracket:
            return false
        case .operator:
            if isInfix(position - 1) { return false }
        case .identifier:
            switch previous.keyword {
            case .as, .is: return false
            default: break
            }
        default:
            break
        }
        switch token.kind {
        case .period:
            return false
        case .operator:
            return !isInfix(position)
        case .identifier:
            return !(token.keyword == .as || token.keyword == .is)
        default:
            return true
        }
    }

    /// Whether an operator token is written as binary: whitespace (or a line break) on both sides.
    func isInfix(_ position: Int) -> Bool {
        let token = tokens[position]
        let before = token.start > 0 ? bytes[token.start - 1] : ASCII.space
        let after = token.end < bytes.count ? bytes[token.end] : ASCII.space
        return ASCII.isWhitespace(before) && ASCII.isWhitespace(after)
    }

    /// The end (exclusive token index) of the type starting at `start`: `Foo<Bar, Baz>?`, `[K: V]`, `(A) -> B`,
    /// `some P & Q`, `@escaping () -> Void`, `inout T`, `T...`.
    ///
    /// Stops, outside angle brackets, at `,` `:` `;` `=` `{` `where`, an unmatched closer, a literal, a `#`, or a
    /// new line that starts a new statement.
    func typeEnd(from start: Int) -> Int {
        var position = start
        var angles = 0
        while position < tokens.count {
            let token = tokens[position]
            if position > start, token.line > tokens[position - 1].endLine {
                if angles == 0, !typeContinues(at: position) { return position }
                if angles > 0, token.kind == .identifier, isDeclarationKeyword(token.keyword) { return position }
            }
            switch token.kind {
            case .leftParen, .leftBracket:
                position = balancedEnd(from: position)
                continue
            case .leftBrace, .rightParen, .rightBracket, .rightBrace, .semicolon:
                return position
            case .comma, .colon:
                if angles == 0 { return position }
            case .string, .number, .regex, .pound, .unknown:
                if angles == 0 { return position }
            case .at:
                if isName(position + 1) {
                    position += 2
                    if kind(position) == .leftParen, tokens[position].start == tokens[position - 1].end {
                        position = balancedEnd(from: position)
                    }
                    continue
                }
            case .identifier:
                if token.keyword == .where, angles == 0 { return position }
            case .operator:
                var previousByte: UInt8 = 0
                var next = angles
                for offset in token.start..<token.end {
                    let byte = bytes[offset]
                    if byte == ASCII.lessThan {
                        next += 1
                    } else if byte == ASCII.greaterThan, previousByte != ASCII.minus {
                        next -= 1
                    } else if byte == ASCII.equals, next == 0 {
                        return position
                    }
                    previousByte = byte
                }
                if next < 0 { return position }
                angles = next
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// Whether a type goes on across the line break before `position`: after `.`, `&`, `->`, `<`, `,`, `async` or
    /// `throws`, or before `.`, `&`, `->`, `where`, `async`, `throws` — never after a closing `>` or `?`.
    func typeContinues(at position: Int) -> Bool {
        let previous = tokens[position - 1]
        let token = tokens[position]
        switch previous.kind {
        case .period, .comma, .at:
            return true
        case .operator:
            let last = bytes[previous.end - 1]
            if last == ASCII.ampersand || last == ASCII.lessThan { return true }
            if last == ASCII.greaterThan, previous.end - previous.start >= 2, bytes[previous.end - 2] == ASCII.minus {
                return true
            }
        default:
            break
        }
        switch token.kind {
        case .period:
            return true
        case .operator:
            let first = bytes[token.start]
            return first == ASCII.ampersand || (first == ASCII.minus && token.end - token.start >= 2
                && bytes[token.start + 1] == ASCII.greaterThan)
        case .identifier:
            // `(A) -> B` split as `(A)⏎ async throws⏎ -> B`.
            switch token.keyword {
            case .where, .async, .throws, .rethrows: return true
            default: return previous.keyword == .async || previous.keyword == .throws
            }
        default:
            return false
        }
    }

    /// The index just past the bracketed group opening at `start`.
    func balancedEnd(from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < tokens.count {
            switch tokens[position].kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth <= 0 { return position + 1 }
            default:
                break
            }
            position += 1
        }
        return position
    }

    func isDeclarationKeyword(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .typealias, .`init`, .deinit, .func, .var, .let,
             .subscript, .case, .import, .associatedtype:
            return true
        default:
            return false
        }
    }

    /// At an operator whose byte at `byteOffset` is `<`: skips the generic parameter clause and returns the
    /// parameter names (`T`, `each T`, `let N`).
    mutating func skipGenericClause(byteOffset: Int = 0) -> [String] {
        var angles = 0
        var names: [String] = []
        var expectingName = false
        var first = true
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .operator:
                var offset = first ? token.start + byteOffset : token.start
                var previousByte: UInt8 = 0
                while offset < token.end {
                    let byte = bytes[offset]
                    if byte == ASCII.lessThan {
                        angles += 1
                        if angles == 1 { expectingName = true }
                    } else if byte == ASCII.greaterThan, previousByte != ASCII.minus {
                        angles -= 1
                        if angles <= 0 {
                            index += 1
                            return names
                        }
                    }
                    previousByte = byte
                    offset += 1
                }
                index += 1
            case .leftParen, .leftBracket:
                skipBalanced()
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return names
            case .comma:
                if angles == 1 { expectingName = true }
                index += 1
            case .identifier, .backtickIdentifier:
                if expectingName, token.keyword != .each, token.keyword != .let {
                    names.append(name(token))
                    expectingName = false
                }
                index += 1
            default:
                index += 1
            }
            first = false
            if angles <= 0 { return names }
        }
        return names
    }

    /// At `where`: the requirements' text, up to the body's `{` or the end of the statement.
    mutating func whereClause() -> String {
        index += 1
        let start = index
        while index < tokens.count {
            if index > start, startsNewStatement(at: index) { break }
            switch tokens[index].kind {
            case .leftParen, .leftBracket:
                skipBalanced()
                continue
            case .leftBrace, .rightBrace, .rightParen, .rightBracket, .semicolon:
                return text(from: start, to: index)
            default:
                index += 1
            }
        }
        return text(from: start, to: index)
    }
}
