import DIGraph

extension DeclarationParser {
    /// `var a: Int = 1, b = 2`, `let c: String`, `var d: Int { get set }`, `var e = 0 { didSet { … } }`.
    ///
    /// Tuple patterns (`let (a, b) = …`) and `_` are skipped and not recorded.
    mutating func parseVariables(_ header: DeclarationHeader) -> [PropertyDeclaration] {
        let isLet = tokens[index].keyword == .let
        let start = header.start
        index += 1
        var properties: [PropertyDeclaration] = []
        var annotations: [Annotation]?
        while index < tokens.count {
            let nameToken = tokens[index]
            var isRecorded = false
            if kind(index) == .leftParen {
                skipBalanced()
            } else if isName(index) {
                isRecorded = nameToken.keyword != ._
                index += 1
            } else {
                break
            }
            var typeText: String?
            if kind(index) == .colon {
                index += 1
                let end = typeEnd(from: index)
                typeText = text(from: index, to: end)
                index = max(index, end)
            }
            var initializer: String?
            if isOperator(index, "=") {
                index += 1
                let valueStart = index
                skipExpression(stopAtComma: true)
                initializer = text(from: valueStart, to: index)
            }
            var isComputed = false
            var hasSetter = false
            if kind(index) == .leftBrace, tokens[index].line == tokens[index - 1].endLine || initializer == nil {
                isComputed = initializer == nil && !isObserverBlock(at: index)
                hasSetter = isComputed && hasSetAccessor(inBlockAt: index)
                skipBalanced()
            }
            if annotations == nil { annotations = attachAnnotations(start: start, to: .property) }
            if isRecorded {
                properties.append(
                    PropertyDeclaration(
                        name: name(nameToken), typeText: typeText,
                        initializer: initializer, isLet: isLet, isStatic: header.isStatic, isComputed: isComputed,
                        hasSetter: hasSetter,
                        modifiers: header.modifiers, attributes: header.attributes, accessLevel: header.accessLevel,
                        setterAccessLevel: header.setterAccessLevel, annotations: annotations ?? [],
                        location: location(nameToken)
                    )
                )
            }
            guard kind(index) == .comma else { break }
            index += 1
        }
        if annotations == nil { _ = attachAnnotations(start: start, to: .property) }
        return properties
    }

    /// Whether the accessor block at `position` declares a `set` accessor at its own level (`set { … }`,
    /// `nonmutating set`, `set(newValue)`, `{ get set }`): a computed property with one can be assigned, so it can be injected.
    func hasSetAccessor(inBlockAt position: Int) -> Bool {
        let end = balancedEnd(from: position)
        var depth = 0
        var next = position
        while next < end {
            switch kind(next) {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default:
                let isAccessor = kind(next + 1) == .leftBrace || kind(next + 1) == .leftParen
                    || kind(next + 1) == .rightBrace && keyword(next - 1) == .get
                if depth == 1, keyword(next) == .set, isAccessor { return true }
            }
            next += 1
        }
        return false
    }

    /// Whether the accessor block at `position` holds only `willSet` / `didSet` observers.
    func isObserverBlock(at position: Int) -> Bool {
        var next = position + 1
        while kind(next) == .at, isName(next + 1) {
            next += 2
            if kind(next) == .leftParen { next = balancedEnd(from: next) }
        }
        let word = keyword(next)
        return word == .willSet || word == .didSet
    }
}
