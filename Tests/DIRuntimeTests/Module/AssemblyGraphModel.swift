import DIGraph
@testable import DIRuntime

/// The DIGraph graph an ``AssemblyPlan`` should make, written from the plan alone by the rules issue 39 states,
/// without a runtime container: modules assembled dependencies first, then in the order given, each once; a
/// replaced module's registrations never run, only its keys are listed; every binding names its module; a key
/// registered twice is refused (and kept for the duplicate report) or replaced, as the container allows, and
/// always refused when another module registered it.
enum AssemblyGraphModel {
    static let container = "App"

    static func graph(of plan: AssemblyPlan) -> Graph {
        let order = assemblyOrder(plan)
        let replaced = replacedModules(plan)
        var holders: [AssemblyPlan.Key: Binding] = [:]
        var refused: [Binding] = []
        var contributions: [Binding] = []
        var modules: [ModuleSpec] = []
        for index in order {
            let module = plan.modules[index]
            let name = PlannedModules.name(index)
            var spec = ModuleSpec(
                name: name, container: container,
                expectations: module.expects.enumerated().map { position, key in
                    .init(serviceKey(key), location: SourceLocation(
                        file: "\(PlannedModules.file)", line: PlannedModules.expectationLine(index, position), column: 1))
                },
                dependencies: module.dependencies.map(PlannedModules.name),
                replaces: module.replaces.map(PlannedModules.name), isReplaced: replaced.contains(index))
            defer { modules.append(spec) }
            guard !spec.isReplaced else {
                // The keys it would register, listed in a container that allows overrides: each once, where its
                // last registration was made, in the order the graph lists registrations.
                var lastPosition: [AssemblyPlan.Key: Int] = [:]
                for case (let position, .service(let key, _)) in module.registrations.enumerated() {
                    lastPosition[key] = position
                }
                spec.replacedKeys = lastPosition.sorted { $0.value < $1.value }.map { serviceKey($0.key) }
                continue
            }
            for (position, registration) in module.registrations.enumerated() {
                var binding: Binding
                switch registration {
                case .service(let key, let dependencies):
                    binding = Binding(serviceKey(key), in: container, dependencies: dependencies.map(dependency))
                case .contribution(let dependencies):
                    binding = Binding(
                        pluginsKey, in: container, dependencies: dependencies.map(dependency), contribution: .element)
                }
                binding.location = SourceLocation(
                    file: "\(PlannedModules.file)", line: PlannedModules.line(index, position), column: 1)
                binding.module = name
                switch registration {
                case .contribution:
                    contributions.append(binding)
                case .service(let key, _):
                    // Refused when overrides are forbidden, and when another module holds the key whatever the
                    // policy: only a module's own second registration overrides.
                    if let holder = holders[key], !plan.allowsOverrides || holder.module != name {
                        refused.append(binding)
                    } else {
                        holders[key] = binding
                    }
                }
            }
        }
        // A container lists its registrations by where they were made, refused ones last, then its contributions.
        let bindings = holders.values.sorted { $0.location!.line < $1.location!.line } + refused + contributions
        var graph = Graph(
            containers: [ContainerSpec(name: container, isThreadSafe: true)], bindings: bindings, declaredTypes: [],
            // The runtime's words for the advice of a missing key; the rules and what they find are DIGraph's.
            bindingAdvice: .runtime)
        graph.modules = modules
        return graph
    }

    /// Depth first from each given module, dependencies before the module, each module once; a dependency back to a
    /// module on the path is skipped (the cycle is `moduleCycle`'s to report).
    static func assemblyOrder(_ plan: AssemblyPlan) -> [Int] {
        var order: [Int] = []
        func visit(_ index: Int, path: [Int]) {
            guard !order.contains(index), !path.contains(index) else { return }
            for dependency in plan.modules[index].dependencies { visit(dependency, path: path + [index]) }
            if !order.contains(index) { order.append(index) }
        }
        for index in plan.given { visit(index, path: []) }
        return order
    }

    /// The modules some module of the assembly (given, or reached through dependencies) replaces.
    static func replacedModules(_ plan: AssemblyPlan) -> Set<Int> {
        var reached: Set<Int> = []
        var pending = plan.given
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            pending += plan.modules[next].dependencies
        }
        return Set(reached.flatMap { plan.modules[$0].replaces })
    }

    static func serviceKey(_ key: AssemblyPlan.Key) -> ServiceKey {
        ServiceKey(typeName("K\(key.service)"), tag: key.isTagged ? "a" : nil)
    }

    static var pluginsKey: ServiceKey { ServiceKey(typeName("[any PlannedPlugin]")) }

    private static func dependency(_ key: AssemblyPlan.Key) -> Dependency { Dependency(serviceKey(key)) }

    private static func typeName(_ text: String) -> TypeName {
        switch TypeName.parse(text) {
        case .success(let name): name
        case .failure: TypeName.unknown
        }
    }
}
