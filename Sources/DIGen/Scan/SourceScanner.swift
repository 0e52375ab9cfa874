/// A Swift lexer over UTF-8 bytes that keeps comments and never traps or loops on any input.
///
/// ```swift
/// let scanned = Array("let x = 1 // one".utf8).withUnsafeBufferPointer { SourceScanner.scan($0) }
/// scanned.tokens.count   // 4
/// scanned.comments.count // 1
/// ```
///
/// It handles string literals with interpolation (nested strings and comments inside `\( … )`), multi-line
/// `"""` strings, raw strings `#"…"#` at any depth, nested `/* /* */ */` comments, regex literals where an
/// expression may start (`/…/` on one line, `#/…/#` on several), attributes, `#` directives, operators,
/// backticked and non-ASCII identifiers. Unterminated literals and comments end at the end of their line (single-line
/// forms) or of the input. Positions are 1-based lines and UTF-8 byte columns; `\n`, `\r\n` and `\r` end a line.
///
/// - Complexity: O(n) in the number of bytes; interpolation nesting deeper than ``maximumNesting`` is read as
///   plain string content, so the recursion is bounded.
package struct SourceScanner {
    package static let maximumNesting = 32

    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var line = 1
    var lineStart = 0
    var tokens: [Token] = []
    var comments: [Token] = []
    /// The keyword table, held here so the hot loop does not go through a global's lazy initialization.
    let keywords = Keyword.lookup
    /// A `/` regex look-ahead that found no closing `/` before the end of its line ended here: a `/` before this
    /// offset is an operator without looking again, so a line of many `/` is scanned in linear time.
    var regexLookaheadFailedUntil = 0
    /// The fewest `#`s of an extended regex `#/…` whose look-ahead reached the end of the input without a closing
    /// delimiter; later ones with as many `#`s cannot close either.
    var extendedRegexUnclosedHashes = Int.max
    /// Where the last single-line `#/…` without a closing delimiter reached its line's end, and with how many
    /// `#`s: a later opener on that line with as many or more cannot close either (a closing delimiter for more
    /// `#`s also closes fewer), so a line of `#/ #/ #/ …` is read once, not once per opener.
    var extendedRegexLineFailure = (until: 0, hashes: Int.max)

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        count = bytes.count
        tokens.reserveCapacity(bytes.count / 5 + 16)
    }

    /// Scans UTF-8 source text.
    ///
    /// - Parameter bytes: the source, UTF-8 (invalid sequences are read as identifier characters).
    /// - Returns: the significant tokens and the comments, in source order.
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ScannedSource {
        var scanner = SourceScanner(bytes)
        scanner.run()
        return ScannedSource(tokens: scanner.tokens, comments: scanner.comments)
    }

    @inline(__always)
    func peek(_ offset: Int) -> UInt8 {
        let index = position + offset
        return index < count ? bytes[index] : 0
    }

    @inline(__always)
    func isAvailable(_ offset: Int) -> Bool { position + offset < count }

    /// Moves past a newline at `position` (`\n`, `\r\n` or `\r`) and starts a new line.
    @inline(__always)
    mutating func consumeNewline() {
        if bytes[position] == ASCII.carriageReturn, peek(1) == ASCII.newline { position += 1 }
        position += 1
        line += 1
        lineStart = position
    }

    private mutating func run() {
        if count >= 2, bytes[0] == ASCII.pound, bytes[1] == ASCII.exclamation { skipToEndOfLine() }
        while position < count {
            let byte = bytes[position]
            switch byte {
            case ASCII.space, ASCII.tab, 0x0B, 0x0C, 0:
                position += 1
            case ASCII.newline, ASCII.carriageReturn:
                consumeNewline()
            default:
                scanToken(byte)
            }
        }
    }

    private mutating func scanToken(_ byte: UInt8) {
        let start = position
        let startLine = line
        let column = position - lineStart + 1
        var kind: TokenKind
        var keyword = Keyword.none
        switch byte {
        case ASCII.slash where peek(1) == ASCII.slash:
            skipToEndOfLine()
            comments.append(Token(kind: .lineComment, start: start, end: position, line: startLine, column: column, endLine: line))
            return
        case ASCII.slash where peek(1) == ASCII.asterisk:
            skipBlockComment()
            comments.append(Token(kind: .blockComment, start: start, end: position, line: startLine, column: column, endLine: line))
            return
        case ASCII.slash where regexMayStart() && scanRegexLiteral():
            kind = .regex
        case ASCII.quote:
            scanStringLiteral(hashes: 0, depth: 0)
            kind = .string
        case ASCII.pound:
            kind = scanPound()
        case ASCII.backtick:
            position += 1
            while position < count, bytes[position] != ASCII.backtick, !ASCII.isNewline(bytes[position]) {
                position += 1
            }
            if position < count, bytes[position] == ASCII.backtick { position += 1 }
            kind = .backtickIdentifier
        case ASCII.leftParen: position += 1; kind = .leftParen
        case ASCII.rightParen: position += 1; kind = .rightParen
        case ASCII.leftBrace: position += 1; kind = .leftBrace
        case ASCII.rightBrace: position += 1; kind = .rightBrace
        case ASCII.leftBracket: position += 1; kind = .leftBracket
        case ASCII.rightBracket: position += 1; kind = .rightBracket
        case ASCII.comma: position += 1; kind = .comma
        case ASCII.colon: position += 1; kind = .colon
        case ASCII.semicolon: position += 1; kind = .semicolon
        case ASCII.at: position += 1; kind = .at
        case ASCII.period:
            if ASCII.isOperator(peek(1)) || peek(1) == ASCII.period {
                scanOperator(allowingDots: true)
                kind = .operator
            } else {
                position += 1
                kind = .period
            }
        case _ where ASCII.isOperator(byte):
            scanOperator(allowingDots: false)
            kind = .operator
        case _ where ASCII.isDigit(byte):
            scanNumber()
            kind = .number
        case _ where ASCII.isIdentifierHead(byte):
            position += 1
            while position < count, ASCII.isIdentifierBody(bytes[position]) { position += 1 }
            kind = .identifier
            keyword = Keyword.classify(bytes, start, position, in: keywords)
        default:
            position += 1
            kind = .unknown
        }
        tokens.append(
            Token(
                kind: kind, keyword: keyword, start: start, end: position, line: startLine, column: column,
                endLine: line, commentIndex: comments.count
            )
        )
    }

    /// Moves to the next `\n` or `\r` (or the end), eight bytes at a time while none is in sight.
    mutating func skipToEndOfLine() {
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while position + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                let newlines = word ^ 0x0A0A_0A0A_0A0A_0A0A
                let returns = word ^ 0x0D0D_0D0D_0D0D_0D0D
                let ones: UInt64 = 0x0101_0101_0101_0101
                let highs: UInt64 = 0x8080_8080_8080_8080
                // A zero byte in `newlines` or `returns` marks a line break in this word.
                if ((newlines &- ones) & ~newlines & highs) | ((returns &- ones) & ~returns & highs) != 0 { break }
                position += 8
            }
        }
        while position < count, !ASCII.isNewline(bytes[position]) { position += 1 }
    }

    /// Skips `/* … */` with nesting; an unterminated comment runs to the end of the input.
    mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < count {
            let byte = bytes[position]
            if byte == ASCII.slash, peek(1) == ASCII.asterisk {
                depth += 1
                position += 2
            } else if byte == ASCII.asterisk, peek(1) == ASCII.slash {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else if ASCII.isNewline(byte) {
                consumeNewline()
            } else {
                position += 1
            }
        }
    }

    private mutating func scanOperator(allowingDots: Bool) {
        position += 1
        while position < count {
            let byte = bytes[position]
            if byte == ASCII.slash, peek(1) == ASCII.slash || peek(1) == ASCII.asterisk { return }
            if ASCII.isOperator(byte) || (allowingDots && byte == ASCII.period) {
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func scanNumber() {
        position += 1
        while position < count {
            let byte = bytes[position]
            if ASCII.isIdentifierBody(byte), byte < 0x80 {
                position += 1
            } else if byte == ASCII.period, ASCII.isDigit(peek(1)) {
                position += 2
            } else if byte == ASCII.plus || byte == ASCII.minus, ASCII.isDigit(peek(1)),
                      ASCII.isExponentMarker(bytes[position - 1]) {
                position += 2
            } else {
                return
            }
        }
    }

    /// `#!`… is handled at the start; here `#"`, `##"`, `#/`, `#if`, `#selector`, or a lone `#`.
    private mutating func scanPound() -> TokenKind {
        var hashes = 0
        while isAvailable(hashes), peek(hashes) == ASCII.pound { hashes += 1 }
        let next = peek(hashes)
        if next == ASCII.quote, isAvailable(hashes) {
            position += hashes
            scanStringLiteral(hashes: hashes, depth: 0)
            return .string
        }
        if next == ASCII.slash, isAvailable(hashes), scanExtendedRegex(hashes: hashes) {
            return .regex
        }
        position += hashes
        if hashes == 1, position < count, ASCII.isIdentifierHead(bytes[position]) {
            while position < count, ASCII.isIdentifierBody(bytes[position]) { position += 1 }
        }
        return .pound
    }
}
