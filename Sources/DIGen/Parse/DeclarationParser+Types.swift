import DIGraph

extension DeclarationParser {
    /// `class`/`struct`/`enum`/`protocol`/`actor Name<T>: Inherited where … { members }`.
    mutating func parseType(_ kind: TypeDeclaration.Kind, _ header: DeclarationHeader, prefix: String?) {
        index += 1
        let declarationKind = DeclarationKind(rawValue: kind.rawValue) ?? .other
        guard isName(index) else {
            _ = attachAnnotations(start: header.start, to: .other)
            return
        }
        let nameToken = tokens[index]
        let typeName = name(nameToken)
        index += 1
        var genericParameters: [String] = []
        if isOperator(index, startingWith: ASCII.lessThan) { genericParameters = skipGenericClause() }
        let inherited = parseInheritance()
        let requirements = keyword(index) == .where ? whereClause() : nil
        let annotations = attachAnnotations(start: header.start, to: declarationKind)
        let qualifiedName = prefix.map { "\($0).\(typeName)" } ?? typeName
        types.append(
            TypeDeclaration(
                kind: kind, name: typeName, qualifiedName: qualifiedName, genericParameters: genericParameters,
                inheritedTypes: inherited, whereClause: requirements, modifiers: header.modifiers,
                attributes: header.attributes, accessLevel: header.accessLevel, annotations: annotations,
                location: location(nameToken)
            )
        )
        let slot = types.count - 1
        if let members = parseBody(prefix: qualifiedName) { types[slot].members = members }
    }

    /// `extension Type: Inherited where … { members }`.
    mutating func parseExtension(_ header: DeclarationHeader) {
        let keywordToken = tokens[index]
        index += 1
        let typeStart = index
        let end = typeEnd(from: index)
        guard end > typeStart else {
            _ = attachAnnotations(start: header.start, to: .other)
            return
        }
        var extendedType = ""
        for position in typeStart..<end {
            let token = tokens[position]
            extendedType += token.kind == .backtickIdentifier ? name(token) : text(token)
        }
        index = end
        let inherited = parseInheritance()
        let requirements = keyword(index) == .where ? whereClause() : nil
        let annotations = attachAnnotations(start: header.start, to: .extension)
        var members = parseBody(prefix: extendedType) ?? Members()
        // An extension's isolation applies to the members it declares, which are merged into the type later.
        let context = header.attributes + header.modifiers.filter { $0 == "nonisolated" }
        if !context.isEmpty {
            for index in members.initializers.indices { members.initializers[index].extensionAttributes = context }
            for index in members.methods.indices { members.methods[index].extensionAttributes = context }
        }
        extensions.append(
            ExtensionDeclaration(
                extendedType: extendedType, inheritedTypes: inherited, whereClause: requirements,
                attributes: header.attributes, accessLevel: header.accessLevel, annotations: annotations,
                members: members, location: location(keywordToken)
            )
        )
    }

    /// At `{`: the members of a type or extension body; `nil` when there is no body. Bodies nested deeper than
    /// ``maximumDepth`` are skipped.
    mutating func parseBody(prefix: String) -> Members? {
        guard kind(index) == .leftBrace else { return nil }
        guard depth < Self.maximumDepth else {
            skipBalanced()
            return nil
        }
        index += 1
        depth += 1
        defer { depth -= 1 }
        return parseMembers(prefix: prefix, untilBrace: true)
    }

    /// `: A, B<C>, @unchecked Sendable` as written, or `[]` when there is no `:`.
    mutating func parseInheritance() -> [String] {
        guard kind(index) == .colon else { return [] }
        var inherited: [String] = []
        repeat {
            index += 1
            let end = typeEnd(from: index)
            guard end > index else { break }
            inherited.append(text(from: index, to: end))
            index = end
        } while kind(index) == .comma
        return inherited
    }

    /// `typealias Name<T> = Type`.
    mutating func parseTypealias(_ header: DeclarationHeader, prefix: String?) -> TypealiasDeclaration? {
        index += 1
        guard isName(index) else {
            _ = attachAnnotations(start: header.start, to: .other)
            return nil
        }
        let nameToken = tokens[index]
        let aliasName = name(nameToken)
        index += 1
        var genericParameters: [String] = []
        if isOperator(index, startingWith: ASCII.lessThan) { genericParameters = skipGenericClause() }
        let annotations = attachAnnotations(start: header.start, to: .typealias)
        guard isOperator(index, "=") else { return nil }
        index += 1
        let end = typeEnd(from: index)
        let targetText = text(from: index, to: end)
        index = max(index, end)
        if keyword(index) == .where { _ = whereClause() }
        return TypealiasDeclaration(
            name: aliasName, qualifiedName: prefix.map { "\($0).\(aliasName)" } ?? aliasName,
            genericParameters: genericParameters, targetText: targetText,
            accessLevel: header.accessLevel, attributes: header.attributes, annotations: annotations,
            location: location(nameToken)
        )
    }
}
