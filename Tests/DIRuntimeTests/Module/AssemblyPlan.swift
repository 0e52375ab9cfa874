/// A random module assembly as data: what each module registers, contributes, expects, depends on and replaces,
/// which modules are given to `Container(modules:)`, and whether the container allows overrides. One plan feeds both
/// sides of ``ModuleAssemblyPropertyTests``: ``PlannedModule`` runs it through DIRuntime, ``AssemblyGraphModel``
/// writes the DIGraph graph it should make.
struct AssemblyPlan: Sendable, CustomStringConvertible {
    /// A key of the plan: one of the ``PlannedServices`` types, untagged or under the tag `"a"`.
    struct Key: Hashable, Sendable, CustomStringConvertible {
        var service: Int
        var isTagged: Bool

        var description: String { "K\(service)" + (isTagged ? "(a)" : "") }
    }

    /// One `register` call of a module: a key it provides (with the keys its factory declares it needs), or an
    /// element it adds to the `[any PlannedPlugin]` collection.
    enum Registration: Sendable, CustomStringConvertible {
        case service(Key, dependsOn: [Key])
        case contribution(dependsOn: [Key])

        var description: String {
            switch self {
            case .service(let key, let dependencies): "\(key)" + (dependencies.isEmpty ? "" : "<-\(dependencies)")
            case .contribution(let dependencies): "+plugin" + (dependencies.isEmpty ? "" : "<-\(dependencies)")
            }
        }
    }

    struct Module: Sendable, CustomStringConvertible {
        var registrations: [Registration] = []
        var expects: [Key] = []
        /// Indices of modules of the plan.
        var dependencies: [Int] = []
        var replaces: [Int] = []

        var description: String {
            "registers \(registrations), expects \(expects), depends on \(dependencies.map { "M\($0)" }), "
                + "replaces \(replaces.map { "M\($0)" })"
        }
    }

    var modules: [Module]
    /// The modules given to `Container(modules:)`, in order; the others are assembled only as dependencies, if at all.
    var given: [Int]
    var allowsOverrides: Bool

    var description: String {
        let lines = modules.enumerated().map { "  M\($0.offset): \($0.element)" }
        let header = "modules \(given.map { "M\($0)" }), allowsOverrides: \(allowsOverrides)"
        return ([header] + lines).joined(separator: "\n")
    }
}

extension AssemblyPlan {
    /// A random plan of 1 to ``PlannedModules/count`` modules over ``PlannedServices/count`` keys, mostly sound, with
    /// every mistake the module rules catch turning up often: unmet and contradictory expectations, keys two modules
    /// register, dependency cycles, incomplete and absent replacements.
    static func random(using random: inout ProgramRandom) -> AssemblyPlan {
        let moduleCount = Int.random(in: 1...PlannedModules.count, using: &random)
        func key() -> Key {
            Key(service: Int.random(in: 0..<PlannedServices.count, using: &random), isTagged: random.chance(0.15))
        }
        func keys(upTo count: Int, _ probability: Double) -> [Key] {
            (0..<count).compactMap { _ in random.chance(probability) ? key() : nil }
        }
        var modules: [Module] = []
        for index in 0..<moduleCount {
            var module = Module()
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                module.registrations.append(random.chance(0.2)
                    ? .contribution(dependsOn: keys(upTo: 1, 0.3))
                    : .service(key(), dependsOn: keys(upTo: 2, 0.3)))
            }
            module.expects = keys(upTo: 2, 0.3)
            // Mostly on modules before it, as apps are written; sometimes a later one or itself (a cycle).
            module.dependencies = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                random.chance(0.85) && index > 0
                    ? Int.random(in: 0..<index, using: &random) : Int.random(in: 0..<moduleCount, using: &random)
            }
            // Sometimes a module outside the plan's count: a replacement of a module not in the assembly.
            if random.chance(0.25) { module.replaces = [Int.random(in: 0..<PlannedModules.count, using: &random)] }
            modules.append(module)
        }
        var given = (0..<moduleCount).filter { _ in random.chance(0.7) }
        if given.isEmpty { given = [moduleCount - 1] }
        given.shuffle(using: &random)
        return AssemblyPlan(modules: modules, given: given, allowsOverrides: random.chance(0.5))
    }
}
