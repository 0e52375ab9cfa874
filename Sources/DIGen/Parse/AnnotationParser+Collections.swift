import DIGraph

/// The arguments of `@di.into(…)` and `@di.allowEmpty(…)`: collection types, and a dictionary entry's key.
extension AnnotationParser {
    static let dictionaryExample = #"([String: Handler], key: "deeplink")"#

    /// `[Plugin]`, or `[String: Handler]` with `key: "deeplink"` (or `key: 3`).
    static func intoKind(_ texts: [String]) -> Swift.Result<Annotation.Kind, Reason> {
        guard texts.count <= 2 else {
            return .failure(Reason("expects a collection type and, for a dictionary, a key; not \(texts.count) arguments"))
        }
        let type: TypeName
        switch collectionType(texts[0]) {
        case .success(let parsed): type = parsed
        case .failure(let reason): return .failure(reason)
        }
        let isDictionary = CollectionShape(type)?.isDictionary ?? false
        guard texts.count == 2 else {
            guard !isDictionary else {
                return .failure(Reason("contributes to a dictionary, so it needs a 'key:'", example: dictionaryExample))
            }
            return .success(.into(type, key: nil))
        }
        guard isDictionary else { return .failure(Reason("contributes to an array, which takes no key")) }
        let keyText = texts[1]
        guard keyText.hasPrefix("key:") else {
            return .failure(Reason("expects 'key:' as its second argument, not '\(keyText)'", example: dictionaryExample))
        }
        let literal = String(keyText.dropFirst("key:".count).drop { $0 == " " || $0 == "\t" })
        guard let key = dictionaryKey(literal) else {
            return .failure(Reason(
                "expects a string or integer literal after 'key:', not '\(literal)'", example: dictionaryExample))
        }
        return .success(.into(type, key: key))
    }

    /// One or more collection types.
    static func allowEmptyKind(_ texts: [String]) -> Swift.Result<Annotation.Kind, Reason> {
        var types: [TypeName] = []
        for text in texts {
            switch collectionType(text) {
            case .success(let type): types.append(type)
            case .failure(let reason): return .failure(reason)
            }
        }
        return .success(.allowEmpty(types))
    }

    private static func collectionType(_ text: String) -> Swift.Result<TypeName, Reason> {
        switch TypeName.parse(text) {
        case .failure(let error):
            return .failure(Reason("expects a collection type: \(error.reason)"))
        case .success(let type):
            guard CollectionShape(type) != nil else {
                return .failure(Reason("expects an array or dictionary type, not '\(type.text)'"))
            }
            return .success(type)
        }
    }

    /// `"deeplink"` or `3` (`-3`): the literals a generated dictionary writes back as they are. A key with an escape
    /// is refused rather than read differently from how Swift reads it.
    private static func dictionaryKey(_ literal: String) -> DictionaryKey? {
        if literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") {
            let body = literal.dropFirst().dropLast()
            guard !body.contains("\"") && !body.contains("\\") else { return nil }
            return .string(String(body))
        }
        let digits = literal.hasPrefix("-") ? literal.dropFirst() : Substring(literal)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(literal).map(DictionaryKey.int)
    }
}
