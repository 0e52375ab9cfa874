public import DIGraph

/// Everything the renderer needs for one generated container, with every dependency already resolved.
public struct ContainerPlan: Hashable, Sendable {
    /// A parent container (`dependsOn`), stored `unowned` and passed first to `init`.
    public struct Parent: Hashable, Sendable {
        public var memberName: String
        public var typeName: String

        public init(memberName: String, typeName: String) {
            self.memberName = memberName
            self.typeName = typeName
        }
    }

    /// An external, stored as `let`, `weak var` or `unowned let`, passed to `init` after the parents.
    public struct External: Hashable, Sendable {
        public var memberName: String
        public var typeText: String
        public var ownership: ContainerSpec.External.Ownership

        public init(memberName: String, typeText: String, ownership: ContainerSpec.External.Ownership) {
            self.memberName = memberName
            self.typeText = typeText
            self.ownership = ownership
        }
    }

    /// The generated class name, and the file name `Name.saber.swift`.
    public var name: String
    /// The annotated protocol the class conforms to.
    public var protocolName: String
    /// `Foundation` first, then the `imports` annotation's modules.
    public var imports: [String]
    public var isThreadSafe: Bool
    public var parents: [Parent]
    public var externals: [External]
    public var services: [ServicePlan]
    /// The collections it sees, by type text: contributed to here or in an ancestor, declared, or requested.
    public var collections: [CollectionPlan]
    /// Where the whole container runs: a global actor (its members need no lock), or nonisolated.
    public var isolation: Isolation

    public init(
        name: String, protocolName: String, imports: [String] = ["Foundation"], isThreadSafe: Bool = false,
        parents: [Parent] = [], externals: [External] = [], services: [ServicePlan] = [],
        collections: [CollectionPlan] = [], isolation: Isolation = .nonisolated
    ) {
        self.collections = collections
        self.isolation = isolation
        self.name = name
        self.protocolName = protocolName
        self.imports = imports
        self.isThreadSafe = isThreadSafe
        self.parents = parents
        self.externals = externals
        self.services = services
    }

    /// Whether its cached services are guarded by a lock: thread-safe and not isolated to an actor.
    public var needsLock: Bool { isThreadSafe && isolation == .nonisolated }

    /// Whether it has a `close()`: a cached service of it has a close method (`@di.onClose`).
    public var closes: Bool { services.contains { $0.closeMethod != nil } }

    /// Whether its `close()` is `async`: a close method is.
    public var closesAsynchronously: Bool { services.contains { $0.closeMethod?.isAsync == true } }

    /// The generated file's name.
    public var fileName: String { "\(name).saber.swift" }
}
