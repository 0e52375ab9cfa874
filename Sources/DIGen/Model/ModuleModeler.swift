import DIGraph

/// Turns a parsed module into a DIGraph and, when the graph is valid, a render plan per container, with
/// Saber's semantics (see the Saber seeds): containers from annotated protocols, services from scoped types.
///
/// ```swift
/// let output = ModuleModeler.model(module, configuration: GeneratorConfiguration())
/// print(DiagnosticRenderer().render(output.diagnostics))
/// ```
package struct ModuleModeler {
    let module: ParsedModule
    let configuration: GeneratorConfiguration
    var containers: [ContainerDraft] = []
    var containerByScope: [String: Int] = [:]
    var services: [ServiceDraft] = []
    var extraBindings: [Binding] = []
    var memberContainers: [ExternalMemberContainer] = []
    var diagnostics: [Diagnostic] = []
    /// Built on the first `bindTo` or `into` annotation checked, so a module without them pays nothing for it.
    var supertypeIndex: SupertypeIndex?
    let isolationReader: IsolationReader
    /// Keeps a service it cannot make where its container runs (reported all the same), with the isolation its
    /// declaration asks for: the run that asks what a main-actor default would change models the same services.
    let keepsUnmakeableServices: Bool
    /// The names a type reference in generated code may start with: every type and typealias the module
    /// declares, by its own name and its outermost one, and every container digen generates. No member digen
    /// writes takes one of them.
    let typeNames: Set<String>

    init(module: ParsedModule, configuration: GeneratorConfiguration, keepsUnmakeableServices: Bool = false) {
        self.module = module
        self.configuration = configuration
        self.keepsUnmakeableServices = keepsUnmakeableServices
        isolationReader = IsolationReader(module: module, defaultIsolation: configuration.defaultIsolation)
        var typeNames: Set<String> = []
        for type in module.types {
            typeNames.insert(type.name)
            typeNames.insert(String(type.qualifiedName.prefix { $0 != "." }))
            // The generated classes are types of the module too.
            typeNames.formUnion(type.annotations.compactMap(\.containerName))
        }
        typeNames.formUnion(module.typealiases.map(\.name))
        self.typeNames = typeNames
    }

    /// Models `module` and validates the model: the two steps ``Generator/runGenerator(input:configuration:)``
    /// runs before rendering, for a caller that wants the graph and the plans without the rendered files.
    ///
    /// - Parameters:
    ///   - module: the parsed sources; its parser diagnostics are passed through.
    ///   - configuration: `lazyTypealias`, `defaultIsolation` and `memberNames` matter here.
    /// - Returns: the graph, the plans (empty when anything is an error) and every diagnostic, sorted. An
    ///   `isolationMismatch` that a main-actor default would not report carries a note naming the
    ///   `defaultIsolation: MainActor` line (see `DefaultIsolationAdvice`).
    package static func model(_ module: ParsedModule, configuration: GeneratorConfiguration) -> ModelOutput {
        ModelValidator.validate(modeled(module, configuration: configuration))
    }

    /// The model step alone: containers, services and external members drafted, and what the sources say
    /// wrong about them reported; no graph rule is checked here, so that `ModelValidator` is the one place
    /// that decides whether plans are made.
    ///
    /// - Parameter keepsUnmakeableServices: see `keepsUnmakeableServices`.
    static func modeled(
        _ module: ParsedModule, configuration: GeneratorConfiguration, keepsUnmakeableServices: Bool = false
    ) -> ModuleModeler {
        var modeler = ModuleModeler(
            module: module, configuration: configuration, keepsUnmakeableServices: keepsUnmakeableServices)
        modeler.modelContainers()
        modeler.checkImportedContainerNames()
        modeler.checkImportedContainerAccess()
        for type in module.types where type.kind != .protocol {
            modeler.modelService(type)
        }
        modeler.checkMemberNames()
        modeler.checkAnnotationTypes()
        modeler.modelExternalMembers()
        return modeler
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
        MemberNamer.memberName(of: typeText, style: configuration.memberNames, avoiding: typeNames)
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
