package import DIGraph

/// Reads the text of one annotation comment (`@saber.scope(App)`, after the slashes) into an ``Annotation``.
///
/// ```swift
/// AnnotationParser.parse("@saber.scope(App)", at: location) // .annotation(scope("App"), "@saber.scope")
/// AnnotationParser.parse("@saber.scop(App)", at: location)  // .invalid: unknown annotation, did you mean scope
/// ```
package enum AnnotationParser {
    /// An annotation with how its name was written (`@saber.scope`), or a diagnostic about it.
    package enum Result: Hashable, Sendable {
        case annotation(Annotation, written: String)
        /// Written in a way Saber accepted and this parser reads the same, with a warning saying how to write it.
        case tolerated(Annotation, written: String, warning: Diagnostic)
        case invalid(Diagnostic)
    }

    /// The prefixes that mark an annotation: Saber's and this library's synonym.
    package static let prefixes = ["saber", "di"]

    /// Parses annotation text that starts with `@`.
    ///
    /// - Parameters:
    ///   - text: the comment after its slashes and spaces, e.g. `@saber.externals(weak Foo?, Bar)`.
    ///   - location: where the `@` is; argument locations are computed from it.
    /// - Returns: `nil` when the text does not start with `@saber.` or `@di.` (an ordinary comment such as
    ///   `// @MainActor is needed here`).
    package static func parse(_ text: String, at location: SourceLocation) -> Result? {
        let bytes = Array(text.utf8)
        var offset = 1
        while offset < bytes.count, ASCII.isIdentifierBody(bytes[offset]) { offset += 1 }
        let prefix = String(decoding: bytes[1..<offset], as: UTF8.self)
        guard prefixes.contains(prefix), offset < bytes.count, bytes[offset] == ASCII.period else { return nil }
        offset += 1
        let nameStart = offset
        while offset < bytes.count, ASCII.isIdentifierBody(bytes[offset]) { offset += 1 }
        let written = String(decoding: bytes[0..<offset], as: UTF8.self)
        let nameText = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        func failure(_ code: DiagnosticCode, _ message: String, _ suggestions: [String] = []) -> Result {
            .invalid(
                Diagnostic(
                    .error, code, message, at: location,
                    suggestions: suggestions.map { Diagnostic.Note("did you mean '\($0)'?", at: location) }
                )
            )
        }
        guard let name = AnnotationName(rawValue: nameText) else {
            let candidates = NearMiss.closest(to: nameText, among: AnnotationName.allCases.map(\.rawValue))
            if nameText.isEmpty {
                return failure(.malformedAnnotation, "expected an annotation name after '@\(prefix).'")
            }
            return failure(
                .unknownAnnotation, "unknown annotation '\(written)'", candidates.map { "@\(prefix).\($0)" }
            )
        }
        var arguments: [(text: String, column: Int)]?
        if offset < bytes.count, bytes[offset] == ASCII.leftParen {
            guard let close = closingParenthesis(bytes, from: offset) else {
                return failure(.malformedAnnotation, "expected ')' to close the arguments of '\(written)'")
            }
            arguments = split(bytes, from: offset + 1, to: close, column: location.column)
            offset = close + 1
        }
        let rest = bytes[offset...].drop { ASCII.isWhitespace($0) }
        guard rest.isEmpty else {
            let trailing = String(decoding: rest, as: UTF8.self)
            return failure(
                .malformedAnnotation,
                "unexpected '\(trailing)' after '\(written)'; write remarks on a comment line of their own"
            )
        }
        let example = "@\(prefix).\(name.rawValue)\(example(for: name))"
        switch (name.takesArguments, arguments) {
        case (false, nil):
            return .annotation(Annotation(bareKind(name), prefix: prefix, at: location), written: written)
        case (false, .some(let arguments)) where arguments.allSatisfy({ $0.text.isEmpty }):
            // `@saber.cached()`: Saber read empty parentheses as none; so does this parser, with a warning.
            let warning = Diagnostic(
                .warning, .malformedAnnotation, "'\(written)()' has empty parentheses; read as '\(written)'",
                at: location, suggestions: [Diagnostic.Note("write '\(example)'", at: location)]
            )
            return .tolerated(Annotation(bareKind(name), prefix: prefix, at: location), written: written, warning: warning)
        case (false, .some):
            return failure(.malformedAnnotation, "'\(written)' takes no arguments", [example])
        case (true, nil):
            return failure(.malformedAnnotation, "'\(written)' needs arguments, as in '\(example)'", [example])
        case (true, .some(let arguments)):
            let emptyArguments = arguments.isEmpty || arguments.contains { $0.text.isEmpty }
            if emptyArguments {
                return failure(.malformedAnnotation, "'\(written)' has an empty argument; write it as in '\(example)'")
            }
            switch kind(name, arguments, line: location.line, file: location.file) {
            case .success(let kind):
                return .annotation(Annotation(kind, prefix: prefix, at: location), written: written)
            case .failure(let reason):
                let shown = reason.example.map { "@\(prefix).\(name.rawValue)\($0)" } ?? example
                return failure(.malformedAnnotation, "'\(written)' \(reason.text); write it as in '\(shown)'")
            }
        }
    }

    private static func bareKind(_ name: AnnotationName) -> Annotation.Kind {
        switch name {
        case .threadSafe: return .threadSafe
        case .inject: return .inject
        case .cached: return .cached
        case .provider: return .provider
        case .didInject: return .didInject
        default: return .injectOnly
        }
    }

    private static func example(for name: AnnotationName) -> String {
        switch name {
        case .container: return "(AppContainer)"
        case .scope: return "(App)"
        case .dependsOn: return "(AppContainer)"
        case .externals: return "(Logger, weak Delegate?)"
        case .imports: return "(UIKit)"
        case .bindTo: return "(FooProtocol)"
        case .isolation: return "(MainActor)"
        case .into: return "([Plugin])"
        case .allowEmpty: return "([Plugin])"
        case .onClose: return "(flush)"
        default: return ""
        }
    }

    struct Reason: Error {
        var text: String
        /// The arguments of the example the message ends with, when the name's usual one would mislead.
        var example: String?
        init(_ text: String, example: String? = nil) {
            self.text = text
            self.example = example
        }
    }

    private static func kind(
        _ name: AnnotationName, _ arguments: [(text: String, column: Int)], line: Int, file: String
    ) -> Swift.Result<Annotation.Kind, Reason> {
        let texts = arguments.map(\.text)
        switch name {
        case .container, .scope:
            guard texts.count == 1 else { return .failure(Reason("expects one name, not \(texts.count)")) }
            guard isIdentifier(texts[0], allowingDots: false) else {
                return .failure(Reason("expects a name, not '\(texts[0])'"))
            }
            return .success(name == .container ? .container(texts[0]) : .scope(texts[0]))
        case .onClose:
            guard texts.count == 1 else { return .failure(Reason("expects one method name, not \(texts.count)")) }
            guard isIdentifier(texts[0], allowingDots: false) else {
                return .failure(Reason("expects the name of a method without parameters, not '\(texts[0])'"))
            }
            return .success(.onClose(texts[0]))
        case .isolation:
            guard texts.count == 1 else { return .failure(Reason("expects one global actor, not \(texts.count)")) }
            guard isIdentifier(texts[0], allowingDots: true) else {
                return .failure(Reason("expects a global actor or 'nonisolated', not '\(texts[0])'"))
            }
            return .success(.isolation(texts[0]))
        case .dependsOn, .imports:
            if let bad = texts.first(where: { !isIdentifier($0, allowingDots: true) }) {
                return .failure(Reason("expects names, not '\(bad)'"))
            }
            return .success(name == .dependsOn ? .dependsOn(texts) : .imports(texts))
        case .bindTo:
            guard texts.count == 1 else { return .failure(Reason("expects one type, not \(texts.count)")) }
            switch TypeName.parse(texts[0]) {
            case .success(let type): return .success(.bindTo(type))
            case .failure(let error): return .failure(Reason("expects a type: \(error.reason)"))
            }
        case .externals:
            var externals: [Annotation.External] = []
            for argument in arguments {
                var typeText = Substring(argument.text)
                var ownership = ContainerSpec.External.Ownership.strong
                for candidate in [ContainerSpec.External.Ownership.weak, .unowned, .strong]
                where typeText.hasPrefix(candidate.rawValue + " ") {
                    ownership = candidate
                    typeText = typeText.dropFirst(candidate.rawValue.count).drop { $0 == " " || $0 == "\t" }
                }
                switch TypeName.parse(String(typeText)) {
                case .success(let type):
                    let location = SourceLocation(file: file, line: line, column: argument.column)
                    externals.append(Annotation.External(type: type, ownership: ownership, location: location))
                case .failure(let error):
                    return .failure(Reason("expects types, but '\(typeText)' is not one: \(error.reason)"))
                }
            }
            return .success(.externals(externals))
        case .into:
            return intoKind(texts)
        case .allowEmpty:
            return allowEmptyKind(texts)
        default:
            return .failure(Reason("takes no arguments"))
        }
    }

    /// The index of the `)` matching the `(` at `open`, counting nested parentheses outside string literals.
    private static func closingParenthesis(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var inString = false
        for offset in open..<bytes.count {
            if inStringLiteral(bytes, at: offset, &inString) { continue }
            if bytes[offset] == ASCII.leftParen { depth += 1 }
            if bytes[offset] == ASCII.rightParen {
                depth -= 1
                if depth == 0 { return offset }
            }
        }
        return nil
    }

    /// Splits `bytes[from..<to]` at commas outside `()`, `[]`, `<>` and string literals (a dictionary key
    /// `"a, b"`); each piece trimmed, with its column.
    private static func split(_ bytes: [UInt8], from: Int, to: Int, column: Int) -> [(text: String, column: Int)] {
        var pieces: [(text: String, column: Int)] = []
        var depth = 0
        var inString = false
        var pieceStart = from
        func add(_ end: Int) {
            var start = pieceStart
            var finish = end
            while start < finish, ASCII.isWhitespace(bytes[start]) { start += 1 }
            while finish > start, ASCII.isWhitespace(bytes[finish - 1]) { finish -= 1 }
            pieces.append((String(decoding: bytes[start..<finish], as: UTF8.self), column + start))
        }
        for offset in from..<to {
            if inStringLiteral(bytes, at: offset, &inString) { continue }
            switch bytes[offset] {
            case ASCII.leftParen, ASCII.leftBracket, ASCII.lessThan: depth += 1
            case ASCII.rightParen, ASCII.rightBracket: depth -= 1
            case ASCII.greaterThan where offset == 0 || bytes[offset - 1] != ASCII.minus: depth -= 1
            case ASCII.comma where depth == 0:
                add(offset)
                pieceStart = offset + 1
            default: break
            }
        }
        if pieceStart < to || !pieces.isEmpty { add(to) }
        if pieces.count == 1, pieces[0].text.isEmpty { return [] }
        return pieces
    }

    /// Tracks `"…"` while scanning: whether the byte at `offset` is part of a string literal (its quotes included),
    /// so brackets and commas in it are text. An escaped quote stays inside.
    private static func inStringLiteral(_ bytes: [UInt8], at offset: Int, _ inString: inout Bool) -> Bool {
        guard bytes[offset] == ASCII.quote else { return inString }
        if inString, offset > 0, bytes[offset - 1] == ASCII.backslash { return true }
        inString.toggle()
        return true
    }

    private static func isIdentifier(_ text: String, allowingDots: Bool) -> Bool {
        let parts = allowingDots ? text.split(separator: ".", omittingEmptySubsequences: false) : [Substring(text)]
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, ASCII.isIdentifierHead(first), first != ASCII.dollar else { return false }
            return part.utf8.allSatisfy(ASCII.isIdentifierBody)
        }
    }
}
