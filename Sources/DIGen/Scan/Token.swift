/// One lexical token of Swift source, located by UTF-8 offsets, line and column.
///
/// Tokens do not own text: ``start`` and ``end`` index the UTF-8 bytes the scanner read, so scanning allocates
/// one array of tokens and nothing per token.
package struct Token: Hashable, Sendable {
    package var kind: TokenKind
    /// The keyword this identifier spells, or `.none`; contextual keywords are classified too.
    package var keyword: Keyword
    /// UTF-8 offset of the first byte.
    package var start: Int
    /// UTF-8 offset one past the last byte.
    package var end: Int
    /// 1-based line of the first byte.
    package var line: Int
    /// 1-based column of the first byte, counted in UTF-8 bytes as compilers do.
    package var column: Int
    /// 1-based line of the last byte (differs from ``line`` for multi-line strings and block comments).
    package var endLine: Int
    /// How many comments precede this token in the file; the comments between this token and the previous
    /// significant one are `comments[previous.commentIndex ..< commentIndex]`.
    package var commentIndex: Int

    package init(
        kind: TokenKind, keyword: Keyword = .none, start: Int, end: Int, line: Int, column: Int, endLine: Int,
        commentIndex: Int = 0
    ) {
        self.kind = kind
        self.keyword = keyword
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        self.endLine = endLine
        self.commentIndex = commentIndex
    }
}
