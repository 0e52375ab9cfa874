import DIGraph

/// The key a written type is bound and looked up under: `any P` and `P` are one key (Swift 6 spells
/// existentials `any P`; Saber-era code writes `P`), and so are `(any P)?` and `P?`.
enum KeyNormalizer {
    static func key(_ type: TypeName) -> ServiceKey {
        ServiceKey(normalized(type))
    }

    static func normalized(_ type: TypeName) -> TypeName {
        var text = type.text
        var suffix = ""
        if type.optionality != .none, text.hasPrefix("("), let last = text.last {
            suffix = String(last)
            text = String(text.dropFirst().dropLast(2))
        }
        guard text.hasPrefix("any "), !text.contains("&"), !text.contains("->") else { return type }
        return (try? TypeName(parsing: String(text.dropFirst(4)) + suffix)) ?? type
    }
}
