/// A name that tells apart several bindings of one type (Dip's named definitions).
///
/// `"1"` and `1` are different tags: a tag keeps the kind it was written with.
///
/// ```swift
/// enum Environment: String, TagConvertible { case production, development }
/// let tag = Environment.production.tag   // .string("production")
/// ```
public enum Tag: Hashable, Sendable, Comparable, CustomStringConvertible {
    case string(String)
    case int(Int)

    /// The tag as Swift source would write it: `"prod"` or `1`.
    public var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .int(let value): String(value)
        }
    }

    public static func < (lhs: Tag, rhs: Tag) -> Bool {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)): left < right
        case (.string(let left), .string(let right)): left < right
        case (.int, .string): true
        case (.string, .int): false
        }
    }
}

/// A value usable as a tag (Dip's `DependencyTagConvertible`).
///
/// `String` and `Int` conform; any `RawRepresentable` whose raw value is a `String` or an `Int` gets the
/// conformance for free by declaring it.
public protocol TagConvertible {
    /// The tag this value stands for.
    var tag: Tag { get }
}

extension String: TagConvertible {
    public var tag: Tag { .string(self) }
}

extension Int: TagConvertible {
    public var tag: Tag { .int(self) }
}

extension Tag: TagConvertible {
    public var tag: Tag { self }
}

extension TagConvertible where Self: RawRepresentable, RawValue == String {
    public var tag: Tag { .string(rawValue) }
}

extension TagConvertible where Self: RawRepresentable, RawValue == Int {
    public var tag: Tag { .int(rawValue) }
}
