package import DIGraph

/// What a collection key is: an array `[Element]` or a dictionary `[Key: Element]`, read from a type's canonical
/// text (`TypeName` writes `Array<T>` as `[T]` and `Dictionary<K, V>` as `[K: V]`, so one reading covers both
/// spellings).
///
/// ```swift
/// CollectionShape(try TypeName(parsing: "[String: Handler]")) // .dictionary(key: "String", element: "Handler")
/// CollectionShape(try TypeName(parsing: "Plugin"))            // nil
/// ```
package enum CollectionShape: Hashable, Sendable {
    case array(element: String)
    case dictionary(key: String, element: String)

    /// The shape of `type`; `nil` when it is neither an array nor a dictionary (an optional one included: a
    /// collection is never missing, only empty).
    package init?(_ type: TypeName) {
        let text = type.text
        guard type.optionality == .none, text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        var depth = 0
        var previous: Character = " "
        for index in inner.indices {
            defer { previous = inner[index] }
            switch inner[index] {
            case "[", "(", "<": depth += 1
            case ">" where previous == "-": break
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0:
                let key = inner[..<index].trimmingSpaces
                let element = inner[inner.index(after: index)...].trimmingSpaces
                self = .dictionary(key: key, element: element)
                return
            default: break
            }
            // `[A]` then `[B]` side by side is no single collection type.
            if depth < 0 { return nil }
        }
        self = .array(element: String(inner))
    }

    package var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
