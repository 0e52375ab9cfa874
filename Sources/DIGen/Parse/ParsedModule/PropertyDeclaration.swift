package import DIGraph

/// A `var` or `let` member; `var a, b: Int` gives two properties. Tuple patterns are not recorded.
package struct PropertyDeclaration: Hashable, Sendable {
    package var name: String
    /// The type annotation as written; `nil` when the type is inferred from the initializer.
    package var typeText: String?
    /// The initial value's source text, if any.
    package var initializer: String?
    package var isLet: Bool
    package var isStatic: Bool
    /// Has a getter (`{ get }`, `{ … }`); `willSet`/`didSet` observers alone keep a property stored.
    package var isComputed: Bool
    /// A computed property with a `set` accessor: it can be assigned like a stored one (Saber injects such
    /// properties, typically declared in an extension over associated storage).
    package var hasSetter: Bool
    /// `weak`, `lazy`, `override`…, in source order; access modifiers and `static`/`class` excluded.
    package var modifiers: [String]
    /// `@Published`, `@available(…)`…, as written.
    package var attributes: [String]
    package var accessLevel: AccessLevel?
    /// `private(set)` and friends.
    package var setterAccessLevel: AccessLevel?
    package var annotations: [Annotation]
    /// Where the name is.
    package var location: SourceLocation

    /// ``typeText`` parsed as a DIGraph type; `nil` when absent or not a type `TypeName` understands. Parsed on
    /// demand, so declarations nobody asks about cost nothing.
    package var type: TypeName? { typeText.flatMap { try? TypeName(parsing: $0) } }

    package init(
        name: String, typeText: String? = nil, initializer: String? = nil, isLet: Bool = false,
        isStatic: Bool = false, isComputed: Bool = false, hasSetter: Bool = false, modifiers: [String] = [], attributes: [String] = [],
        accessLevel: AccessLevel? = nil, setterAccessLevel: AccessLevel? = nil, annotations: [Annotation] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.typeText = typeText
        self.initializer = initializer
        self.isLet = isLet
        self.isStatic = isStatic
        self.isComputed = isComputed
        self.hasSetter = hasSetter
        self.modifiers = modifiers
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.setterAccessLevel = setterAccessLevel
        self.annotations = annotations
        self.location = location
    }
}
