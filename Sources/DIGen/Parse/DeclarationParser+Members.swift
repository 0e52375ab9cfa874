extension DeclarationParser {
    /// Parses declarations up to the closing `}` of a body (`untilBrace`) or the end of the file.
    ///
    /// - Parameter prefix: the dotted name of the enclosing type or extension; `nil` at file level.
    mutating func parseMembers(prefix: String?, untilBrace: Bool) -> Members {
        var members = Members()
        while !isAtEnd {
            let token = tokens[index]
            switch token.kind {
            case .rightBrace:
                index += 1
                if untilBrace { return members }
                continue
            case .semicolon:
                index += 1
                continue
            case .pound:
                skipDirective()
                continue
            default:
                break
            }
            let header = parseHeader()
            parseDeclaration(header, prefix: prefix, into: &members)
            if index == header.start { skipToken() }
        }
        return members
    }

    /// Moves past one token, or a whole bracketed group.
    mutating func skipToken() {
        switch tokens[index].kind {
        case .leftParen, .leftBracket, .leftBrace: skipBalanced()
        default: index += 1
        }
    }

    /// `#if cond`, `#elseif cond`, `#else`, `#endif` are passed over (every branch is parsed);
    /// `#warning(…)`, `#error(…)`, `#sourceLocation(…)` and freestanding macros are skipped.
    mutating func skipDirective() {
        let token = tokens[index]
        let word = text(token)
        index += 1
        if word == "#if" || word == "#elseif" {
            while !isAtEnd, tokens[index].line == token.line {
                skipToken()
            }
        } else if word != "#else" && word != "#endif" {
            if kind(index) == .leftParen, tokens[index].start == token.end { skipBalanced() }
            if kind(index) == .leftBrace, tokens[index].line == tokens[index - 1].endLine { skipBalanced() }
        }
    }

    /// Reads `@attributes` and modifiers.
    mutating func parseHeader() -> DeclarationHeader {
        var header = DeclarationHeader(start: index)
        while !isAtEnd {
            let token = tokens[index]
            if token.kind == .at, isName(index + 1) {
                let start = index
                index += 2
                while kind(index) == .period, isName(index + 1) { index += 2 }
                if isOperator(index, startingWith: ASCII.lessThan), tokens[index].start == tokens[index - 1].end {
                    _ = skipGenericClause()
                }
                if kind(index) == .leftParen, tokens[index].line == tokens[index - 1].endLine { skipBalanced() }
                header.attributes.append(text(from: start, to: index))
                continue
            }
            guard token.kind == .identifier, isModifier(at: index) else { break }
            index += 1
            var detail: String?
            if kind(index) == .leftParen, isName(index + 1), kind(index + 2) == .rightParen {
                detail = text(tokens[index + 1])
                index += 3
            }
            switch token.keyword {
            case .public, .private, .fileprivate, .internal, .open, .package:
                let level = AccessLevel(rawValue: token.keyword.spelling)
                if detail == "set" { header.setterAccessLevel = level } else { header.accessLevel = level }
            case .static, .class:
                header.isStatic = true
            default:
                header.modifiers.append(detail.map { "\(token.keyword.spelling)(\($0))" } ?? token.keyword.spelling)
            }
        }
        return header
    }

    /// Whether the identifier at `position` is a modifier here (contextual keywords are only modifiers before a
    /// declaration keyword, another modifier or an attribute).
    func isModifier(at position: Int) -> Bool {
        let current = tokens[position].keyword
        switch current {
        case .static, .final, .override, .required, .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned,
             .optional, .dynamic, .indirect, .nonisolated, .prefix, .postfix, .infix, .distributed, .public, .private,
             .fileprivate, .internal, .open, .package, .class, .consuming, .borrowing:
            break
        default:
            return false
        }
        var next = position + 1
        if kind(next) == .leftParen, isName(next + 1), kind(next + 2) == .rightParen {
            if current == .class { return false }
            next += 3
        }
        guard next < tokens.count else { return false }
        if tokens[next].kind == .at { return current != .class }
        guard tokens[next].kind == .identifier else { return false }
        switch tokens[next].keyword {
        case .class, .struct, .enum, .actor, .protocol, .extension, .typealias, .`init`, .deinit, .func, .var, .let,
             .subscript, .case, .import, .operator, .precedencegroup, .associatedtype, .macro,
             .static, .final, .override, .required, .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned,
             .optional, .dynamic, .indirect, .nonisolated, .prefix, .postfix, .infix, .distributed, .public,
             .private, .fileprivate, .internal, .open, .package, .consuming, .borrowing:
            if current == .class {
                switch tokens[next].keyword {
                case .class, .struct, .enum, .actor, .protocol, .extension, .typealias, .`init`, .deinit, .case,
                     .import, .operator, .precedencegroup, .associatedtype, .macro:
                    return false
                default:
                    return true
                }
            }
            return true
        default:
            return false
        }
    }

    /// Parses the declaration after `header`, adding members to `members` and types to the file.
    mutating func parseDeclaration(_ header: DeclarationHeader, prefix: String?, into members: inout Members) {
        guard !isAtEnd, tokens[index].kind == .identifier else {
            if header.start != index { _ = attachAnnotations(start: header.start, to: .other) }
            return
        }
        switch tokens[index].keyword {
        case .class: parseType(.class, header, prefix: prefix)
        case .struct: parseType(.struct, header, prefix: prefix)
        case .enum: parseType(.enum, header, prefix: prefix)
        case .protocol: parseType(.protocol, header, prefix: prefix)
        case .actor where isName(index + 1): parseType(.actor, header, prefix: prefix)
        case .extension: parseExtension(header)
        case .typealias:
            if let declaration = parseTypealias(header, prefix: prefix) { members.typealiases.append(declaration) }
        case .`init`:
            members.initializers.append(parseInitializer(header))
        case .func:
            if let method = parseFunction(header) { members.methods.append(method) }
        case .var, .let:
            members.properties += parseVariables(header)
        case .operator:
            // `prefix operator /` (the operator may be `/` at the end of a line), `infix operator <>: Group`.
            _ = attachAnnotations(start: header.start, to: .other)
            index += 1
            if index < tokens.count, tokens[index].line == tokens[index - 1].endLine { index += 1 }
            if kind(index) == .colon, isName(index + 1) { index += 2 }
            if kind(index) == .leftBrace { skipBalanced() }
        case .case, .import, .associatedtype:
            _ = attachAnnotations(start: header.start, to: .other)
            index += 1
            skipExpression(stopAtComma: false)
        case .macro where isName(index + 1):
            _ = attachAnnotations(start: header.start, to: .other)
            index += 1
            skipExpression(stopAtComma: false)
        case .subscript, .deinit, .precedencegroup:
            _ = attachAnnotations(start: header.start, to: .other)
            index += 1
            skipToBody()
        default:
            if header.start != index { _ = attachAnnotations(start: header.start, to: .other) }
        }
    }
}
