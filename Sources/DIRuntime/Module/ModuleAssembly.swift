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
    /// Each module type's name, read once: the default (`String(describing:)` of the type) demangles the type's
    /// name on every call, and a module is named again by every module that depends on it.
    private var names: [ObjectIdentifier: String] = [:]

    init(_ modules: [any Module]) {
        let every = Self.everyModule(modules)
        let replaced = Set(every.flatMap(\.replaces).map(ObjectIdentifier.init))
        // A replaced module is named as its value in the assembly names itself (its `name` may be its own), so the
        // replacement rules find it; one that is not in the assembly goes by its type's name.
        for module in every { _ = name(of: module) }
        var path: [ObjectIdentifier] = []
        for module in modules { visit(module, replaced: replaced, path: &path) }
    }

    /// Every module reachable from `modules` through their dependencies; each type once. One walk from all of them,
    /// so a dependency many modules share is walked once, not once per module that reaches it.
    private static func everyModule(_ modules: [any Module]) -> [any Module] {
        var result: [any Module] = []
        var seen: Set<ObjectIdentifier> = []
        var pending = modules.reversed() as [any Module]
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type(of: next))).inserted else { continue }
            result.append(next)
            pending += next.dependencies
        }
        return result
    }

    /// Depth first, dependencies before the module; a dependency already on `path` is a cycle, left to DIGraph's
    /// `moduleCycle` rule (the record keeps the dependency's name, so the graph sees the loop).
    private mutating func visit(_ module: any Module, replaced: Set<ObjectIdentifier>, path: inout [ObjectIdentifier]) {
        let identity = ObjectIdentifier(type(of: module))
        guard !seen.contains(identity), !path.contains(identity) else { return }
        let dependencies = module.dependencies
        path.append(identity)
        for dependency in dependencies {
            visit(dependency, replaced: replaced, path: &path)
        }
        path.removeLast()
        guard seen.insert(identity).inserted else { return }
        members.append(Member(module: module, record: ModuleRecord(
            name: name(of: module),
            expectations: module.expects,
            dependencies: dependencies.map { name(of: $0) },
            replaces: module.replaces.map { names[ObjectIdentifier($0)] ?? String(describing: $0) },
            isReplaced: replaced.contains(identity))))
    }

    /// The name of `module`'s type: the graph knows a module by one name, the one its first value gave.
    private mutating func name(of module: any Module) -> String {
        let identity = ObjectIdentifier(type(of: module))
        if let name = names[identity] { return name }
        let name = module.name
        names[identity] = name
        return name
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
