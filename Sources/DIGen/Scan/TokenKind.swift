/// What a ``Token`` is. Keywords are identifiers with a ``Keyword``; comments are kept in their own list.
package enum TokenKind: UInt8, Hashable, Sendable {
    /// A name, a keyword, `$0`, or any run of non-ASCII identifier characters.
    case identifier
    /// `` `name` ``, backticks included.
    case backtickIdentifier
    case number
    /// A whole string literal: single-line, `"""` multi-line or raw `#"…"#`, interpolations included.
    case string
    /// A `/…/` or `#/…/#` regex literal.
    case regex
    /// A run of operator characters (`+`, `->`, `?`, `...`, `>>`).
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, period, at
    /// `#` followed by a name: `#if`, `#else`, `#available`, `#selector`, a freestanding macro.
    case pound
    /// A `//` comment (`///` included), up to the end of its line.
    case lineComment
    /// A `/* … */` comment, nested comments included.
    case blockComment
    /// A byte that starts no token (a stray backslash, a control character).
    case unknown
}
