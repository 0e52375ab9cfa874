import DIGraph

/// The modules of one `Container(name:modules:)`, in the order they are assembled: dependencies first, then the
/// order given, each module type once, the same every run.
struct ModuleAssembly {
    /// A module as assembled: its record for the graph, and whether its `register` runs.
    struct Member {
        let module: any Module
        let record: ModuleRecord
    }

    private(set) var members: [Member] = []
    private var seen: Set<ObjectIdentifier> = []

    init(_ modules: [any Module]) {
        let replaced = Set(modules.flatMap(Self.everyModule).flatMap(\.replaces).map(ObjectIdentifier.init))
        for module in modules { visit(module, replaced: replaced, path: []) }
    }

    /// Every module reachable from `module` through its dependencies, itself first; each type once.
    private static func everyModule(_ module: any Module) -> [any Module] {
        var result: [any Module] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = [module]
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type(of: next))).inserted else { continue }
            result.append(next)
            pending += next.dependencies
        }
        return result
    }

    /// Depth first, dependencies before the module; a dependency already on `path` is a cycle, left to DIGraph's
    /// `moduleCycle` rule (the record keeps the dependency's name, so the graph sees the loop).
    private mutating func visit(_ module: any Module, replaced: Set<ObjectIdentifier>, path: [ObjectIdentifier]) {
        let identity = ObjectIdentifier(type(of: module))
        guard !seen.contains(identity), !path.contains(identity) else { return }
        for dependency in module.dependencies {
            visit(dependency, replaced: replaced, path: path + [identity])
        }
        guard seen.insert(identity).inserted else { return }
        members.append(Member(module: module, record: ModuleRecord(
            name: module.name,
            expectations: module.expects,
            dependencies: module.dependencies.map(\.name),
            replaces: module.replaces.map { String(describing: $0) },
            isReplaced: replaced.contains(identity))))
    }
}

/// What the container keeps of a module for its graph: its name, expectations, dependencies and replacements, and,
/// for a replaced module, the keys it would have registered.
struct ModuleRecord {
    let name: String
    let expectations: [DeclaredDependency]
    let dependencies: [String]
    let replaces: [String]
    let isReplaced: Bool
    var replacedKeys: [(type: Any.Type, key: RuntimeKey)] = []
}
