/// The key an entry of a `[K: T]` collection is stored under (Dagger's `@StringKey` / `@IntKey`).
///
/// Not a ``Tag``: a tag tells apart bindings of one type, of which a lookup gets one; a dictionary key names one
/// entry of the collection a lookup gets whole. It converts from the same values as a tag (a `String`, an `Int`, or
/// a `RawRepresentable` of either that declares ``TagConvertible``), so an enum of routes works for both.
///
/// ```swift
/// enum Route: String, TagConvertible { case deeplink, settings }
/// Binding(key("[String: Handler]"), in: "App", contribution: .entry(DictionaryKey(Route.deeplink)))
/// ```
public enum DictionaryKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    case string(String)
    case int(Int)

    /// The key a tag-convertible value stands for: the conversion ``TagConvertible`` already defines, so there is
    /// one rule for which raw values are keys.
    public init(_ value: any TagConvertible) {
        switch value.tag {
        case .string(let text): self = .string(text)
        case .int(let number): self = .int(number)
        }
    }

    /// The key as Swift source writes it in a dictionary literal: `"deeplink"` or `3`.
    public var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .int(let value): String(value)
        }
    }

    public static func < (lhs: DictionaryKey, rhs: DictionaryKey) -> Bool {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)): left < right
        case (.string(let left), .string(let right)): left < right
        case (.int, .string): true
        case (.string, .int): false
        }
    }
}

extension DictionaryKey: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
}
