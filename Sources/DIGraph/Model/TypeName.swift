/// The canonical text of a Swift type as written, so two spellings of one type make one key.
///
/// Canonical form: whitespace normalized (`A<B, C>`, `[K: V]`, `(A) -> B`), `Optional<T>` written `T?`,
/// `ImplicitlyUnwrappedOptional<T>` written `T!`, `Array<T>` written `[T]`, `Dictionary<K, V>` written `[K: V]`
/// (with or without the `Swift.` prefix), one-element parentheses dropped, `@escaping` and `@autoclosure` dropped
/// (they describe a parameter, not the type), argument labels dropped from function types, and `any P` written
/// `P` (one existential type, as the runtime prints it; `(any P).Type` is `P.Protocol`).
///
/// ```swift
/// let name = try TypeName(parsing: "Optional< Array<Swift.Int> >")
/// name.text // "[Swift.Int]?"
/// ```
///
/// **Implicitly unwrapped optionals.** `T!` is kept distinct from `T?` in ``text`` (a generated container stores
/// an `unowned let qux: Qux!` as written), but it is looked up as `T`: Swift unwraps an IUO wherever a `T` is
/// expected, so an IUO external or binding satisfies a `T` dependency, as Saber's generated code relies on.
/// ``lookupType`` applies that rule; every visibility lookup in DIGraph goes through it.
public struct TypeName: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whether the outermost type is an optional, and which kind.
    public enum Optionality: UInt8, Sendable, Hashable {
        case none
        case optional
        case implicitlyUnwrapped
    }

    /// The canonical text.
    public let text: String
    /// Whether the outermost type is `T?`, `T!` or neither.
    public let optionality: Optionality
    /// The canonical text of `T` when this is `T?` or `T!`; ``text`` otherwise.
    package let unwrappedText: String
    /// A hash of ``text`` computed once, so indexing a graph, which looks a key up once per edge, hashes and
    /// compares two words per key instead of walking the key's text each time.
    package let fingerprint: Fingerprint

    /// Parses and canonicalizes type text.
    ///
    /// - Parameter text: a Swift type as written in source or printed by `String(describing:)`.
    /// - Throws: ``TypeNameError`` naming the offset and what was expected, for text that is not a type.
    public init(parsing text: String) throws(TypeNameError) {
        let syntax = try TypeNameParser.parse(text)
        self.init(syntax: syntax)
    }

    init(syntax: TypeSyntax) {
        text = syntax.canonicalText
        fingerprint = Fingerprint(text)
        switch syntax {
        case .optional(let wrapped):
            optionality = .optional
            unwrappedText = wrapped.canonicalText
        case .implicitlyUnwrapped(let wrapped):
            optionality = .implicitlyUnwrapped
            unwrappedText = wrapped.canonicalText
        default:
            optionality = .none
            unwrappedText = text
        }
    }

    private init(canonical: String, optionality: Optionality, unwrapped: String) {
        text = canonical
        fingerprint = Fingerprint(canonical)
        self.optionality = optionality
        unwrappedText = unwrapped
    }

    /// The result of parsing `text`, as a value rather than a thrown error.
    public static func parse(_ text: String) -> Result<TypeName, TypeNameError> {
        Result { () throws(TypeNameError) in try TypeName(parsing: text) }
    }

    /// `T` for `T?` and `T!`; the type itself otherwise.
    public var unwrapped: TypeName {
        optionality == .none ? self : TypeName(canonical: unwrappedText, optionality: .none, unwrapped: unwrappedText)
    }

    /// `T?` for `T` (and for `T!`); the type itself when it is already `T?`.
    public var optional: TypeName {
        if optionality == .optional { return self }
        let base = unwrappedText
        let needsParentheses = base.contains(" -> ") || base.contains(" & ")
            || base.hasPrefix("any ") || base.hasPrefix("some ")
        let wrappedText = needsParentheses ? "(\(base))?" : base + "?"
        return TypeName(canonical: wrappedText, optionality: .optional, unwrapped: base)
    }

    /// The type a lookup uses: `T!` is looked up as `T` (see the type's documentation); others as themselves.
    public var lookupType: TypeName {
        optionality == .implicitlyUnwrapped ? unwrapped : self
    }

    public var description: String { text }

    public static func == (lhs: TypeName, rhs: TypeName) -> Bool {
        lhs.fingerprint.low == rhs.fingerprint.low && lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint.low) }
    public static func < (lhs: TypeName, rhs: TypeName) -> Bool { lhs.text < rhs.text }
}

/// Type text that is not a Swift type; says where and what was expected.
public struct TypeNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that failed to parse.
    public let text: String
    /// UTF-8 offset of the problem in ``text``.
    public let offset: Int
    /// What was wrong, e.g. `expected '>' to close the generic arguments of 'Array'`.
    public let reason: String

    public var description: String { "'\(text)' is not a valid type: \(reason) (at offset \(offset))" }
}
