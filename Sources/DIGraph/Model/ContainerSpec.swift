/// A container: its name, its parents, and the externals handed to it when it is created.
public struct ContainerSpec: Hashable, Sendable {
    /// An instance the container's creator passes in (Saber `@saber.externals`).
    public struct External: Hashable, Sendable {
        /// How the container holds the instance.
        public enum Ownership: String, Hashable, Sendable, Codable, CaseIterable {
            case strong, weak, unowned
        }

        public var key: ServiceKey
        public var ownership: Ownership
        public var location: SourceLocation?

        public init(_ key: ServiceKey, ownership: Ownership = .strong, location: SourceLocation? = nil) {
            self.key = key
            self.ownership = ownership
            self.location = location
        }

        /// Whether the stored type is optional (`T?` or `T!`), which a `weak` reference requires.
        public var isOptional: Bool { key.type.optionality != .none }
    }

    public var name: String
    /// Saber's scope name, which services use to attach to the container.
    public var scope: String?
    /// Names of the containers whose bindings this one sees (`dependsOn`), in declaration order.
    public var parents: [String]
    /// Names of the containers this one sees after its own bindings and its parents' (Dip's
    /// `collaborate(with:)`): each collaborator's own graph, breadth first through their collaborators, the first
    /// that provides a key winning. Not a parent relation: no container cycle, and usually set both ways. Names
    /// that are no container are ignored.
    public var collaborators: [String] = []
    public var externals: [External]
    /// Collection keys this container declares may be empty; they hold for its descendants too.
    public var declaredCollections: [CollectionDeclaration] = []
    public var isThreadSafe: Bool
    /// Whether the container is a scope: declared once under its parents, opened many times (a signed-in session),
    /// each time with its externals bound, and closed. Validating the parents validates it with its externals
    /// counted as bound; a graph rule may word a scope's problem with the word "scope".
    public var isScope: Bool = false
    public var location: SourceLocation?

    public init(
        name: String,
        scope: String? = nil,
        parents: [String] = [],
        externals: [External] = [],
        isThreadSafe: Bool = false,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.scope = scope
        self.parents = parents
        self.externals = externals
        self.isThreadSafe = isThreadSafe
        self.location = location
    }
}
