/// The members of a type or extension that dependency injection needs, in source order.
///
/// Subscripts, `deinit`, enum cases, associated types and nested types are not members here (nested types are
/// ``TypeDeclaration``s of their own, with a dotted ``TypeDeclaration/qualifiedName``).
public struct Members: Hashable, Sendable {
    public var initializers: [InitializerDeclaration]
    public var properties: [PropertyDeclaration]
    public var methods: [MethodDeclaration]
    public var typealiases: [TypealiasDeclaration]

    public init(
        initializers: [InitializerDeclaration] = [], properties: [PropertyDeclaration] = [],
        methods: [MethodDeclaration] = [], typealiases: [TypealiasDeclaration] = []
    ) {
        self.initializers = initializers
        self.properties = properties
        self.methods = methods
        self.typealiases = typealiases
    }

    /// Appends `other`'s members after these (an extension merged into its type).
    public mutating func append(contentsOf other: Members) {
        initializers += other.initializers
        properties += other.properties
        methods += other.methods
        typealiases += other.typealiases
    }
}
