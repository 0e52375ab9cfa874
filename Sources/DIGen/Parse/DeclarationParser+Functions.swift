import DIGraph

extension DeclarationParser {
    /// `init?<T>(parameters) async throws where … { body }`.
    mutating func parseInitializer(_ header: DeclarationHeader) -> InitializerDeclaration {
        let keywordToken = tokens[index]
        index += 1
        var failability = TypeName.Optionality.none
        var genericParameters: [String] = []
        if index < tokens.count, tokens[index].kind == .operator, tokens[index].start == keywordToken.end {
            let token = tokens[index]
            let first = bytes[token.start]
            if first == ASCII.question || first == ASCII.exclamation {
                failability = first == ASCII.question ? .optional : .implicitlyUnwrapped
                if token.end - token.start > 1, bytes[token.start + 1] == ASCII.lessThan {
                    genericParameters = skipGenericClause(byteOffset: 1)
                } else {
                    index += 1
                }
            }
        }
        if isOperator(index, startingWith: ASCII.lessThan) { genericParameters = skipGenericClause() }
        let parameters = kind(index) == .leftParen ? parseParameters() : []
        let effects = parseEffects()
        if keyword(index) == .where { _ = whereClause() }
        let annotations = attachAnnotations(start: header.start, to: .initializer)
        if kind(index) == .leftBrace { skipBalanced() }
        return InitializerDeclaration(
            failability: failability, parameters: parameters, genericParameters: genericParameters,
            isThrowing: effects.isThrowing, isAsync: effects.isAsync, modifiers: header.modifiers,
            attributes: header.attributes, accessLevel: header.accessLevel, annotations: annotations,
            location: location(keywordToken)
        )
    }

    /// `func name<T>(parameters) async throws -> Result where … { body }`.
    mutating func parseFunction(_ header: DeclarationHeader) -> MethodDeclaration? {
        index += 1
        guard index < tokens.count,
              [.identifier, .backtickIdentifier, .operator].contains(tokens[index].kind)
        else {
            _ = attachAnnotations(start: header.start, to: .other)
            return nil
        }
        let nameToken = tokens[index]
        var methodName = name(nameToken)
        var genericParameters: [String] = []
        let length = nameToken.end - nameToken.start
        if nameToken.kind == .operator, length > 1, bytes[nameToken.end - 1] == ASCII.lessThan, isName(index + 1),
           tokens[index + 1].start == nameToken.end {
            // `func >>=<T>(…)` lexes as the operator `>>=<`: the last `<` opens the generic parameters.
            methodName = String(methodName.utf8.dropLast()) ?? methodName
            genericParameters = skipGenericClause(byteOffset: length - 1)
        } else {
            index += 1
            if isOperator(index, startingWith: ASCII.lessThan) { genericParameters = skipGenericClause() }
        }
        let parameters = kind(index) == .leftParen ? parseParameters() : []
        let effects = parseEffects()
        var returnTypeText: String?
        if isOperator(index, "->") {
            index += 1
            let end = typeEnd(from: index)
            returnTypeText = text(from: index, to: end)
            index = max(index, end)
        }
        if keyword(index) == .where { _ = whereClause() }
        let annotations = attachAnnotations(start: header.start, to: .method)
        if kind(index) == .leftBrace { skipBalanced() }
        return MethodDeclaration(
            name: methodName, parameters: parameters, genericParameters: genericParameters,
            returnTypeText: returnTypeText,
            isStatic: header.isStatic, isThrowing: effects.isThrowing, isAsync: effects.isAsync,
            modifiers: header.modifiers, attributes: header.attributes, accessLevel: header.accessLevel,
            annotations: annotations, location: location(nameToken)
        )
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
    mutating func parseEffects() -> (isAsync: Bool, isThrowing: Bool) {
        var isAsync = false
        var isThrowing = false
        while index < tokens.count, tokens[index].kind == .identifier {
            switch tokens[index].keyword {
            case .async:
                isAsync = true
                index += 1
            case .throws, .rethrows:
                isThrowing = true
                index += 1
                if kind(index) == .leftParen, tokens[index].start == tokens[index - 1].end { skipBalanced() }
            default:
                return (isAsync, isThrowing)
            }
        }
        return (isAsync, isThrowing)
    }

    /// At `(`: the parameters up to the matching `)`, which is consumed.
    mutating func parseParameters() -> [Parameter] {
        let close = balancedEnd(from: index) - 1
        index += 1
        var parameters: [Parameter] = []
        while index < close {
            skipAttributes()
            var names: [Int] = []
            while index < close, isName(index) {
                names.append(index)
                index += 1
            }
            if let parameter = parseParameterRest(names: names, close: close) { parameters.append(parameter) }
            while index < close, tokens[index].kind != .comma { skipToken() }
            if index < close { index += 1 }
        }
        index = max(index, close + 1)
        return parameters
    }

    /// Skips `@Name`, `@Module.Name<Argument>`, `@available(…)` attributes (of a parameter).
    mutating func skipAttributes() {
        while kind(index) == .at, isName(index + 1) {
            index += 2
            while kind(index) == .period, isName(index + 1) { index += 2 }
            if isOperator(index, startingWith: ASCII.lessThan), tokens[index].start == tokens[index - 1].end {
                _ = skipGenericClause()
            }
            if kind(index) == .leftParen, tokens[index].start == tokens[index - 1].end { skipBalanced() }
        }
    }

    /// After a parameter's names: `: Type = default`.
    private mutating func parseParameterRest(names: [Int], close: Int) -> Parameter? {
        guard let last = names.last, kind(index) == .colon else { return nil }
        index += 1
        var typeStart = index
        var isInout = false
        while typeStart < close, tokens[typeStart].kind == .identifier {
            let token = tokens[typeStart]
            guard token.keyword == .inout || token.keyword == .borrowing || token.keyword == .consuming
                || token.keyword == .sending || text(token) == "__owned" || text(token) == "__shared"
            else { break }
            if token.keyword == .inout { isInout = true }
            typeStart += 1
        }
        let end = min(typeEnd(from: typeStart), close)
        var typeFinish = end
        var isVariadic = false
        if typeFinish > typeStart, isOperator(typeFinish - 1, "...") {
            isVariadic = true
            typeFinish -= 1
        }
        let typeText = text(from: typeStart, to: typeFinish)
        index = max(index, end)
        var defaultValue: String?
        if isOperator(index, "=") {
            index += 1
            let start = index
            while index < close, tokens[index].kind != .comma { skipToken() }
            defaultValue = text(from: start, to: min(index, close))
        }
        let first = names[0]
        let labelText = name(tokens[first])
        let label: String? = names.count >= 2 ? (labelText == "_" ? nil : labelText) : labelText
        return Parameter(
            label: label, name: name(tokens[last]), typeText: typeText,
            defaultValue: defaultValue, isInout: isInout, isVariadic: isVariadic, location: location(tokens[first])
        )
    }
}
