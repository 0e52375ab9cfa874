/// A module's expectation that nothing visible from its container provides: named with the module, at the
/// expectation, with `missingBinding`'s advice (the same type under other tags, close names).
struct UnmetExpectationValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var advisor: MissingBindingAdvisor?
        for module in index.graph.modules where !module.isReplaced {
            guard let container = index.containerIndex[module.container] else { continue }
            for expectation in module.expectations {
                guard case .missing = index.resolve(expectation.key, from: container) else { continue }
                if advisor == nil { advisor = MissingBindingAdvisor(index) }
                var diagnostic = index.missingBindingDiagnostic(
                    for: expectation.key, requester: nil, in: container, at: expectation.location ?? module.location,
                    advisor: &advisor!)
                diagnostic.code = .unmetExpectation
                diagnostic.message = "module '\(module.name)' expects \(index.quoted(expectation.key)), but nothing "
                    + "visible in container '\(module.container)' provides it"
                diagnostic.suggestions.append(.init(
                    "register it in another module of the assembly or in a parent container, or remove the expectation"))
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }
}

/// Module dependencies that loop back: a module would have to be assembled before itself. Each cycle once,
/// starting at the module whose name sorts first.
struct ModuleCycleValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        let modules = index.graph.modules
        guard !modules.isEmpty else { return [] }
        var numbers: [String: Int] = [:]
        for (number, module) in modules.enumerated() where numbers[module.name] == nil { numbers[module.name] = number }
        let successors = modules.map { $0.dependencies.compactMap { numbers[$0] } }
        let (components, graph) = StronglyConnectedComponents.cyclic(successors: successors)
        return components.compactMap { component in
            guard let start = component.min(by: { modules[$0].name < modules[$1].name }),
                  let edges = CyclePath.shortest(through: start, within: Set(component), in: graph)
            else { return nil }
            let cycle = edges.map { CyclePath.sourceNode(of: $0, in: graph) }
            let names = cycle.map { modules[$0].name }
            let path = (names + [names[0]]).map { "'\($0)'" }.joined(separator: " -> ")
            let notes = cycle.indices.map { step in
                Diagnostic.Note("'\(names[step])' depends on '\(names[(step + 1) % cycle.count])'", at: modules[cycle[step]].location)
            }
            return Diagnostic(
                .error, .moduleCycle, "modules depend on each other in a cycle: \(path)",
                at: modules[start].location, notes: notes,
                suggestions: [.init("move what both need into a module of its own that both depend on")])
        }
    }
}

/// A replacement that leaves out keys the module it replaces provides (what needs them would find nothing), and a
/// replacement of a module the assembly does not hold.
struct ReplacementValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let byName = Dictionary(index.graph.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Only a replacement reads the bindings, so an assembly without replacements walks them for no module.
        for replacement in index.graph.modules where !replacement.isReplaced && !replacement.replaces.isEmpty {
            let provided = Set(index.graph.bindings.lazy.filter { $0.module == replacement.name }.map(\.key))
            for name in replacement.replaces {
                guard let replaced = byName[name] else {
                    diagnostics.append(Diagnostic(
                        .warning, .absentReplacement,
                        "module '\(replacement.name)' replaces '\(name)', which is not in the assembly; nothing is replaced",
                        at: replacement.location,
                        suggestions: [.init("add '\(name)' to the assembly, or remove it from 'replaces'")]))
                    continue
                }
                let missing = replaced.replacedKeys.filter { !provided.contains($0) }
                guard !missing.isEmpty else { continue }
                diagnostics.append(Diagnostic(
                    .error, .incompleteReplacement,
                    "module '\(replacement.name)' replaces '\(name)' but does not provide "
                        + missing.map { index.quoted($0) }.joined(separator: ", "),
                    at: replacement.location,
                    notes: replaced.location.map { [.init("'\(name)' is declared here", at: $0)] } ?? [],
                    suggestions: [.init("register \(missing.count == 1 ? "it" : "them") in '\(replacement.name)' too")]))
            }
        }
        return diagnostics
    }
}

/// A module that registers a key it says it expects: either the expectation or the registration is a mistake, and
/// which one decides who must provide the key when the module is assembled elsewhere.
struct ContradictoryExpectationValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for module in index.graph.modules where !module.isReplaced {
            for expectation in module.expectations {
                guard let binding = index.graph.bindings.first(where: {
                    $0.module == module.name && $0.key == expectation.key && $0.contribution == nil
                }) else { continue }
                diagnostics.append(Diagnostic(
                    .error, .contradictoryExpectation,
                    "module '\(module.name)' expects \(index.quoted(expectation.key)) and registers it too; an "
                        + "expectation is what other modules or a parent provide",
                    at: binding.location ?? expectation.location,
                    notes: expectation.location.map { [.init("expected here", at: $0)] } ?? [],
                    suggestions: [.init("remove the expectation if the module provides it, or the registration if another one does")]))
            }
        }
        return diagnostics
    }
}
