import DIGraph

/// Parses Swift source into the declarations dependency injection needs, and reads their annotations.
///
/// ```swift
/// let file = DeclarationParser.parse("""
///     // @saber.scope(App)
///     class Foo {}
///     """, path: "Foo.swift")
/// file.types[0].annotations[0].kind // .scope("App")
/// ```
///
/// The parser is total: any bytes give a ``ParsedFile`` (possibly empty), never a trap or a hang. It reads
/// declarations at file level and in type and extension bodies; function bodies, closures and initial values are
/// skipped as balanced token runs. Every `#if` branch is parsed (see ``ParsedFile``).
///
/// **Annotations** are read as Saber reads them: from the `//` lines directly above a declaration's first token
/// (its first attribute or modifier), walking upward; non-annotation `//` lines (and `///` lines) are passed over,
/// and a blank line, a line of code or a `/* */` comment stops the walk. A comment line is an annotation when its
/// text, after the slashes and spaces, starts with `@saber.` or `@di.`.
package struct DeclarationParser {
    /// Type and extension bodies nested deeper than this are skipped, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 48

    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let comments: [Token]
    let path: String
    var index = 0
    var depth = 0
    var types: [TypeDeclaration] = []
    var extensions: [ExtensionDeclaration] = []
    var diagnostics: [Diagnostic] = []
    /// Comments already read as annotations (attached or reported), by index in ``comments``.
    var consumedComments: [Bool]
    /// The first line of every declaration that may carry annotations, in source order, to tell an annotation
    /// a blank line cut off from its declaration (Saber dropped those) from one that annotates nothing.
    var declarationLines: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, scanned: ScannedSource, path: String) {
        self.bytes = bytes
        tokens = scanned.tokens
        comments = scanned.comments
        self.path = path
        consumedComments = Array(repeating: false, count: scanned.comments.count)
    }

    /// Parses one file.
    ///
    /// - Parameters:
    ///   - source: the file's text.
    ///   - path: the path to report in locations.
    /// - Returns: the file's types, extensions, file-level typealiases and annotation diagnostics.
    package static func parse(_ source: String, path: String) -> ParsedFile {
        var source = source
        return source.withUTF8 { parse(utf8: $0, path: path) }
    }

    /// Parses one file given as UTF-8 bytes (the fuzzer and benchmarks call this directly).
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, path: String) -> ParsedFile {
        let scanned = SourceScanner.scan(bytes)
        var parser = DeclarationParser(bytes: bytes, scanned: scanned, path: path)
        let members = parser.parseMembers(prefix: nil, untilBrace: false)
        parser.reportUnattachedAnnotations()
        return ParsedFile(
            path: path, types: parser.types, extensions: parser.extensions, typealiases: members.typealiases,
            diagnostics: parser.diagnostics
        )
    }

    // MARK: Token access

    @inline(__always)
    var isAtEnd: Bool { index >= tokens.count }

    @inline(__always)
    func kind(_ position: Int) -> TokenKind? { position < tokens.count ? tokens[position].kind : nil }

    @inline(__always)
    func keyword(_ position: Int) -> Keyword { position < tokens.count ? tokens[position].keyword : .none }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// The source text from the start of token `from` to the end of token `to - 1`.
    func text(from: Int, to: Int) -> String {
        guard from < to, to <= tokens.count else { return "" }
        let start = tokens[from].start
        let end = tokens[to - 1].end
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A name token's text without backticks.
    func name(_ token: Token) -> String {
        guard token.kind == .backtickIdentifier, token.end - token.start >= 2 else { return text(token) }
        let closed = bytes[token.end - 1] == ASCII.backtick
        let end = closed ? token.end - 1 : token.end
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<end]), as: UTF8.self)
    }

    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column)
    }

    /// Whether the token is the operator `spelling` exactly.
    func isOperator(_ position: Int, _ spelling: StaticString) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        let token = tokens[position]
        guard token.end - token.start == spelling.utf8CodeUnitCount else { return false }
        let expected = spelling.utf8Start
        for offset in 0..<spelling.utf8CodeUnitCount where bytes[token.start + offset] != expected[offset] {
            return false
        }
        return true
    }

    /// Whether the token is an operator whose first byte is `byte`.
    func isOperator(_ position: Int, startingWith byte: UInt8) -> Bool {
        guard position < tokens.count, tokens[position].kind == .operator else { return false }
        return bytes[tokens[position].start] == byte
    }

    /// Whether the token is a name: an identifier (keywords included) or a backticked identifier.
    func isName(_ position: Int) -> Bool {
        guard position < tokens.count else { return false }
        return tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier
    }
}
