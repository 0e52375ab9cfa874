extension SourceScanner {
    /// Reads a string literal whose opening `#`s (`hashes` of them) are already consumed; `position` is at `"`.
    ///
    /// Single-line literals end at the closing quote or before the end of the line; `"""` literals at the closing
    /// `"""` or the end of the input. `\( … )` (with the literal's hashes, `\#(`) is skipped as an expression.
    mutating func scanStringLiteral(hashes: Int, depth: Int) {
        var isMultiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        if isMultiline, hashes > 0 {
            // `#"""#` is the one-character string `"`: a multi-line opening delimiter ends its line.
            var offset = 3
            while peek(offset) == ASCII.space || peek(offset) == ASCII.tab { offset += 1 }
            isMultiline = !isAvailable(offset) || ASCII.isNewline(peek(offset))
        }
        position += isMultiline ? 3 : 1
        while position < count {
            let byte = bytes[position]
            if byte == ASCII.backslash {
                var matched = 0
                while matched < hashes, peek(1 + matched) == ASCII.pound { matched += 1 }
                guard matched == hashes else {
                    position += 1
                    continue
                }
                position += 1 + hashes
                guard position < count else { return }
                if bytes[position] == ASCII.leftParen {
                    position += 1
                    skipInterpolation(isMultiline: isMultiline, depth: depth + 1)
                } else if ASCII.isNewline(bytes[position]) {
                    if !isMultiline { return }
                    consumeNewline()
                } else {
                    position += 1
                }
            } else if byte == ASCII.quote {
                let quotes = isMultiline ? 3 : 1
                var closes = true
                for offset in 0..<(quotes + hashes) {
                    let expected = offset < quotes ? ASCII.quote : ASCII.pound
                    if peek(offset) != expected || !isAvailable(offset) {
                        closes = false
                        break
                    }
                }
                position += closes ? quotes + hashes : 1
                if closes { return }
            } else if ASCII.isNewline(byte) {
                if !isMultiline { return }
                consumeNewline()
            } else {
                position += 1
            }
        }
    }

    /// Skips the expression of an interpolation up to and including its closing `)`.
    private mutating func skipInterpolation(isMultiline: Bool, depth: Int) {
        var parentheses = 1
        while position < count {
            let byte = bytes[position]
            switch byte {
            case ASCII.leftParen:
                parentheses += 1
                position += 1
            case ASCII.rightParen:
                parentheses -= 1
                position += 1
                if parentheses == 0 { return }
            case ASCII.quote where depth < Self.maximumNesting:
                scanStringLiteral(hashes: 0, depth: depth)
            case ASCII.pound where depth < Self.maximumNesting:
                var hashes = 0
                while isAvailable(hashes), peek(hashes) == ASCII.pound { hashes += 1 }
                if peek(hashes) == ASCII.quote, isAvailable(hashes) {
                    position += hashes
                    scanStringLiteral(hashes: hashes, depth: depth)
                } else {
                    position += hashes
                }
            case ASCII.slash where peek(1) == ASCII.slash:
                skipToEndOfLine()
            case ASCII.slash where peek(1) == ASCII.asterisk:
                skipBlockComment()
            case ASCII.newline, ASCII.carriageReturn:
                if !isMultiline { return }
                consumeNewline()
            default:
                position += 1
            }
        }
    }

    /// Whether a `/` here may open a regex literal: at the start of an expression, not after an operand.
    func regexMayStart() -> Bool {
        let next = peek(1)
        guard isAvailable(1), next != ASCII.space, next != ASCII.tab, !ASCII.isNewline(next), next != ASCII.equals,
              next != ASCII.slash, next != ASCII.asterisk
        else { return false }
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            // `x! / y`: a postfix operator (no space before it) ends an operand.
            let before = previous.start > 0 ? bytes[previous.start - 1] : ASCII.space
            return ASCII.isWhitespace(before) || previous.end != position
        case .identifier:
            switch previous.keyword {
            case .case, .where, .in, .return, .throw, .try, .await, .if, .guard, .while, .else, .as, .is:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// Reads `/…/` on one line; returns `false`, leaving `position` unchanged, when it is not a regex literal.
    mutating func scanRegexLiteral() -> Bool {
        guard position >= regexLookaheadFailedUntil else { return false }
        var index = position + 1
        var bracketDepth = 0
        var parentheses = 0
        while index < count {
            let byte = bytes[index]
            if ASCII.isNewline(byte) {
                regexLookaheadFailedUntil = index
                return false
            }
            if byte == ASCII.backslash {
                index += 2
                continue
            }
            if byte == ASCII.leftParen, bracketDepth == 0 {
                parentheses += 1
            } else if byte == ASCII.rightParen, bracketDepth == 0 {
                // As in Swift: an unbalanced `)` means the `/` was an operator (`{ /E.case ~= $0 }).map(/E.case)`).
                parentheses -= 1
                if parentheses < 0 { return false }
            } else if byte == ASCII.leftBracket {
                bracketDepth += 1
            } else if byte == ASCII.rightBracket, bracketDepth > 0 {
                bracketDepth -= 1
            } else if byte == ASCII.slash, bracketDepth == 0 {
                if bytes[index - 1] == ASCII.space { return false }
                position = index + 1
                return true
            }
            index += 1
        }
        regexLookaheadFailedUntil = count
        return false
    }

    /// Reads `#/…/#` (with `hashes` `#`s); several lines only when the opening delimiter ends its line.
    mutating func scanExtendedRegex(hashes: Int) -> Bool {
        guard hashes < extendedRegexUnclosedHashes else { return false }
        if position < extendedRegexLineFailure.until, hashes >= extendedRegexLineFailure.hashes { return false }
        var index = position + hashes + 1
        let isMultiline = index < count && ASCII.isNewline(bytes[index])
        var newlines: [Int] = []
        while index < count {
            let byte = bytes[index]
            if ASCII.isNewline(byte) {
                guard isMultiline else {
                    extendedRegexLineFailure = (index, hashes)
                    return false
                }
                if byte == ASCII.carriageReturn, index + 1 < count, bytes[index + 1] == ASCII.newline { index += 1 }
                newlines.append(index + 1)
            } else if byte == ASCII.backslash {
                index += 1
            } else if byte == ASCII.slash {
                var matched = 0
                while matched < hashes, index + 1 + matched < count, bytes[index + 1 + matched] == ASCII.pound {
                    matched += 1
                }
                if matched == hashes {
                    position = index + 1 + hashes
                    line += newlines.count
                    if let last = newlines.last { lineStart = last }
                    return true
                }
            }
            index += 1
        }
        extendedRegexUnclosedHashes = hashes
        return false
    }
}
