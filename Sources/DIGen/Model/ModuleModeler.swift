import DIGraph

/// Turns a parsed module into a DIGraph and, when the graph is valid, a render plan per container, with
/// Saber's semantics (see the Saber seeds): containers from annotated protocols, services from scoped types.
///
/// ```swift
/// let output = ModuleModeler.model(module, configuration: GeneratorConfiguration())
/// print(DiagnosticRenderer().render(output.diagnostics))
/// ```
public struct ModuleModeler {
    let module: ParsedModule
    let configuration: GeneratorConfiguration
    var containers: [ContainerDraft] = []
    var containerByScope: [String: Int] = [:]
    var services: [ServiceDraft] = []
    var extraBindings: [Binding] = []
    var memberContainers: [ExternalMemberContainer] = []
    var diagnostics: [Diagnostic] = []
    let isolationReader: IsolationReader
    /// Keeps a service it cannot make where its container runs (reported all the same), with the isolation its
    /// declaration asks for: the run that asks what a main-actor default would change models the same services.
    let keepsUnmakeableServices: Bool

    init(module: ParsedModule, configuration: GeneratorConfiguration, keepsUnmakeableServices: Bool = false) {
        self.module = module
        self.configuration = configuration
        self.keepsUnmakeableServices = keepsUnmakeableServices
        isolationReader = IsolationReader(module: module, defaultIsolation: configuration.defaultIsolation)
    }

    /// Models `module`, validates the graph with DIGraph, and resolves every dependency for rendering.
    ///
    /// - Parameters:
    ///   - module: the parsed sources; its parser diagnostics are passed through.
    ///   - configuration: `lazyTypealias`, `defaultIsolation` and `memberNames` matter here.
    /// - Returns: the graph, the plans (empty when anything is an error) and every diagnostic, sorted. An
    ///   `isolationMismatch` that a main-actor default would not report carries a note naming the
    ///   `defaultIsolation: MainActor` line (see `DefaultIsolationAdvice`).
    public static func model(_ module: ParsedModule, configuration: GeneratorConfiguration) -> ModelOutput {
        var (output, resolved) = stages(module, configuration: configuration, whatIf: nil)
        // Only the error path pays for the second run, and only where the default could matter.
        if configuration.defaultIsolation == .nonisolated,
           output.diagnostics.contains(where: DefaultIsolationAdvice.applies) {
            var mainActor = configuration
            mainActor.defaultIsolation = .mainActor
            let underMainActor = stages(module, configuration: mainActor, whatIf: resolved).output.diagnostics
            output.diagnostics = DefaultIsolationAdvice.noted(output.diagnostics, underMainActor: underMainActor)
        }
        return output
    }

    /// One run of the stages; `resolved` says whether it went as far as the plans.
    ///
    /// - Parameter realRunResolved: `nil` for the run that counts. For the run under another default isolation,
    ///   whether the real run resolved plans: this one then resolves too, whatever it finds, and keeps the
    ///   services it cannot make, so the two runs model the same services and differ only in isolation.
    private static func stages(
        _ module: ParsedModule, configuration: GeneratorConfiguration, whatIf realRunResolved: Bool?
    ) -> (output: ModelOutput, resolved: Bool) {
        var modeler = ModuleModeler(
            module: module, configuration: configuration, keepsUnmakeableServices: realRunResolved != nil)
        modeler.modelContainers()
        for type in module.types where type.kind != .protocol {
            modeler.modelService(type)
        }
        modeler.checkMemberNames()
        modeler.modelExternalMembers()
        var graph = modeler.graph
        var graphDiagnostics = graph.validate()
        if graphDiagnostics.contains(where: { $0.code == .missingBinding }) {
            // Validated again with what the sources declare, so each missing key can point at a forgotten
            // annotation; the error path alone pays for it.
            graph.declaredTypes = modeler.declaredTypes()
            graph.bindingAdvice = .saber
            graphDiagnostics = graph.validate()
        }
        let diagnostics = (module.diagnostics + modeler.diagnostics + graphDiagnostics).sorted()
        guard realRunResolved ?? !diagnostics.contains(where: { $0.severity == .error }) else {
            return (ModelOutput(graph: graph, plans: [], diagnostics: diagnostics), false)
        }
        var resolver = PlanResolver(graph: graph, modeler: modeler)
        let plans = resolver.plans()
        // What the graph allows but a generated container cannot write (a hop from a non-Sendable container, a
        // closure that would have to await): located errors, and then no files.
        guard resolver.diagnostics.isEmpty else {
            return (ModelOutput(graph: graph, plans: [], diagnostics: (diagnostics + resolver.diagnostics).sorted()), true)
        }
        return (ModelOutput(graph: graph, plans: plans, diagnostics: diagnostics), true)
    }

    /// Real containers, then one synthetic container per external member; services, then container instances
    /// and external members. Binding `i < services.count` is `services[i]`'s (``PlanResolver`` relies on it).
    var graph: Graph {
        Graph(
            containers: containers.map(\.spec) + memberSpecsWithExternals(),
            bindings: services.map(\.binding) + extraBindings)
    }

    /// Each synthetic member container holds a strong copy of its external, so the member's edge to the
    /// external resolves without making the real container its child.
    private func memberSpecsWithExternals() -> [ContainerSpec] {
        memberContainers.map { member in
            let owner = containers.first { $0.spec.name == member.owner }
            let external = owner?.spec.externals.first {
                memberName(of: $0.key.type.text) == member.externalMemberName
            }
            let copied = external.map { [ContainerSpec.External($0.key, ownership: .strong, location: $0.location)] }
            return ContainerSpec(name: member.name, externals: copied ?? [])
        }
    }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The member a container names after a type (a getter, a parent, an external), in the configured style.
    func memberName(of typeText: String) -> String {
        MemberNamer.memberName(of: typeText, style: configuration.memberNames)
    }

    /// Parses type text, reporting an `invalidType` diagnostic at `location` when it is not a type.
    mutating func typeName(_ text: String, at location: SourceLocation?) -> TypeName? {
        do {
            return try TypeName(parsing: text)
        } catch {
            report(error.diagnostic(at: location))
            return nil
        }
    }
}
