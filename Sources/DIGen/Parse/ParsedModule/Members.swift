/// The members of a type or extension that dependency injection needs, in source order.
///
/// Subscripts, `deinit`, enum cases, associated types and nested types are not members here (nested types are
/// ``TypeDeclaration``s of their own, with a dotted ``TypeDeclaration/qualifiedName``).
package struct Members: Hashable, Sendable {
    package var initializers: [InitializerDeclaration]
    package var properties: [PropertyDeclaration]
    package var methods: [MethodDeclaration]
    package var typealiases: [TypealiasDeclaration]

    package init(
        initializers: [InitializerDeclaration] = [], properties: [PropertyDeclaration] = [],
        methods: [MethodDeclaration] = [], typealiases: [TypealiasDeclaration] = []
    ) {
        self.initializers = initializers
        self.properties = properties
        self.methods = methods
        self.typealiases = typealiases
    }

    /// Appends `other`'s members after these (an extension merged into its type).
    package mutating func append(contentsOf other: Members) {
        initializers += other.initializers
        properties += other.properties
        methods += other.methods
        typealiases += other.typealiases
    }
}
