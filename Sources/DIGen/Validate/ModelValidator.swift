import DIGraph

/// The validate step of ``Generator/runGenerator(input:configuration:)``: whether a model may be rendered, and the
/// plans to render when it may.
///
/// Kept apart from `ModuleModeler` so the modeller only reads the sources, and every reason a module renders
/// nothing is decided here: the parser's and the modeller's errors, DIGraph's rules (the ones every front-end
/// shares), and what the graph allows but a generated container cannot write (found while resolving the plans).
/// The `DefaultIsolationAdvice` note is decided here too, since it compares two validations of the same sources.
///
/// ```swift
/// let model = ModuleModeler.modeled(module, configuration: configuration)
/// let output = ModelValidator.validate(model)
/// // output.plans is empty whenever output.diagnostics has an error
/// ```
enum ModelValidator {
    /// Validates `model` and, when nothing is an error, resolves its plans.
    ///
    /// - Returns: the graph, the plans (empty when any diagnostic is an error) and every diagnostic, sorted. An
    ///   `isolationMismatch` that a main-actor default would not report carries `DefaultIsolationAdvice.note`.
    static func validate(_ model: ModuleModeler) -> ModelOutput {
        var (output, resolved) = validate(model, whatIf: nil)
        // Only the error path pays for modelling again, and only where the default could matter.
        if model.configuration.defaultIsolation == .nonisolated,
           output.diagnostics.contains(where: DefaultIsolationAdvice.applies) {
            var mainActor = model.configuration
            mainActor.defaultIsolation = .mainActor
            let remodeled = ModuleModeler.modeled(model.module, configuration: mainActor, keepsUnmakeableServices: true)
            let underMainActor = validate(remodeled, whatIf: resolved).output.diagnostics
            output.diagnostics = DefaultIsolationAdvice.noted(output.diagnostics, underMainActor: underMainActor)
        }
        return output
    }

    /// One validation; `resolved` says whether it went as far as the plans.
    ///
    /// - Parameter realRunResolved: `nil` for the validation that counts. For the one under another default
    ///   isolation, whether the real one resolved plans: this one then resolves too, whatever it finds, so the two
    ///   differ only in isolation (its model keeps the services it cannot make, for the same reason).
    private static func validate(
        _ model: ModuleModeler, whatIf realRunResolved: Bool?
    ) -> (output: ModelOutput, resolved: Bool) {
        var graph = model.graph
        // Every fix a note suggests in Saber's annotations, not in a runtime API; the graph handed on keeps the
        // model's advice while it is valid.
        var advised = graph
        advised.bindingAdvice = .saber
        var graphDiagnostics = advised.validate()
        if graphDiagnostics.contains(where: { $0.code == .missingBinding }) {
            // Validated again with what the sources declare, so each missing key can point at a forgotten
            // annotation; the error path alone pays for it.
            graph.declaredTypes = model.declaredTypes()
            graph.bindingAdvice = .saber
            graphDiagnostics = ExternalMemberAliasCheck.noted(graph.validate(), graph: graph, module: model.module)
        }
        // With imported targets, only what is about this target: their own build reports the rest.
        let diagnostics = ImportedDiagnostics.reported(
            model.module.diagnostics + model.diagnostics + graphDiagnostics, model: model).sorted()
        guard realRunResolved ?? !diagnostics.contains(where: { $0.severity == .error }) else {
            return (ModelOutput(graph: graph, plans: [], diagnostics: diagnostics), false)
        }
        var resolver = PlanResolver(graph: graph, modeler: model)
        let plans = resolver.plans()
        // What the graph allows but a generated container cannot write (a hop from a non-Sendable container, a
        // closure that would have to await): located errors, and then no files.
        let resolverDiagnostics = ImportedDiagnostics.reported(resolver.diagnostics, model: model)
        guard resolverDiagnostics.isEmpty else {
            let all = (diagnostics + resolverDiagnostics).sorted()
            return (ModelOutput(graph: graph, plans: [], diagnostics: all), true)
        }
        return (ModelOutput(graph: graph, plans: plans, diagnostics: diagnostics), true)
    }
}
