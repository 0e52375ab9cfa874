package import DIGraph

/// Everything the renderer needs for one generated container, with every dependency already resolved.
package struct ContainerPlan: Hashable, Sendable {
    /// A parent container (`dependsOn`), stored `unowned` and passed first to `init`.
    package struct Parent: Hashable, Sendable {
        package var memberName: String
        package var typeName: String

        package init(memberName: String, typeName: String) {
            self.memberName = memberName
            self.typeName = typeName
        }
    }

    /// An external, stored as `let`, `weak var` or `unowned let`, passed to `init` after the parents.
    package struct External: Hashable, Sendable {
        package var memberName: String
        package var typeText: String
        package var ownership: ContainerSpec.External.Ownership

        package init(memberName: String, typeText: String, ownership: ContainerSpec.External.Ownership) {
            self.memberName = memberName
            self.typeText = typeText
            self.ownership = ownership
        }
    }

    /// The generated class name, and the file name `Name.saber.swift`.
    package var name: String
    /// The annotated protocol the class conforms to.
    package var protocolName: String
    /// `Foundation` first when the file may need it, then the `imports` annotation's modules.
    package var imports: [String]
    package var isThreadSafe: Bool
    package var parents: [Parent]
    package var externals: [External]
    package var services: [ServicePlan]
    /// The collections it sees, by type text: contributed to here or in an ancestor, declared, or requested.
    package var collections: [CollectionPlan]
    /// Where the whole container runs: a global actor (its members need no lock), or nonisolated.
    package var isolation: Isolation

    package init(
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
    package var needsLock: Bool { isThreadSafe && isolation == .nonisolated }

    /// Whether it has a `close()`: a cached service of it has a close method (`@di.onClose`).
    package var closes: Bool { services.contains { $0.closeMethod != nil } }

    /// Whether its `close()` is `async`: a close method is.
    package var closesAsynchronously: Bool { services.contains { $0.closeMethod?.isAsync == true } }

    /// The generated file's name.
    package var fileName: String { "\(name).saber.swift" }
}
