/// The attributes and modifiers before a declaration's keyword.
struct DeclarationHeader {
    /// Index of the declaration's first token (its first attribute or modifier, or its keyword).
    var start: Int
    var attributes: [String] = []
    /// Modifiers other than access levels and `static`/`class`.
    var modifiers: [String] = []
    var accessLevel: AccessLevel?
    var setterAccessLevel: AccessLevel?
    var isStatic = false
}
