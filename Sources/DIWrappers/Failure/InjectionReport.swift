import DIGraph
import DIRuntime

/// The message for a wrapper that cannot give a value: the container's own error, pointed at the wrapper's
/// declaration when the container knows no better place, with a note naming the owner and property.
enum InjectionReport {
    static func failure<Value>(
        _ error: any Error, resolving type: Value.Type, for request: InjectionRequest, owner: InjectionOwner?
    ) -> ResolverFailure {
        let site = request.site
        let resolutionError = error as? ResolutionError
        var diagnostic = resolutionError?.diagnostic
        // Whether the key itself is missing (not a dependency deeper in the graph): only then would
        // @OptionalInject give nil.
        var keyIsMissing = false
        if resolutionError?.code == .missingBinding {
            if let owner, let probed = probe(owner, Value.self, request) {
                diagnostic = probed
                keyIsMissing = true
            } else {
                // A top-level resolve has no `register` call to point at: the declaration is the place to fix.
                keyIsMissing = diagnostic?.location == nil
            }
        }
        var context = owner.map { "\($0.phrase) is declared \(request.wrapper.rawValue) here" }
            ?? "the property is declared \(request.wrapper.rawValue) here"
        context += "; a property wrapper cannot throw, so the program stops"
        if keyIsMissing { context += " (@OptionalInject gives nil instead)" }
        switch resolutionError?.code {
        case .dependencyCycle?: context += " (@LazyInject on one side breaks the cycle)"
        case .isolationMismatch?:
            context += " (make the owner '@MainActor', so it is made on the main actor, or register a nonisolated factory)"
        case .asyncDependency?:
            // Awaiting the wrapper's own key helps only when that service is the async one: one that is made
            // synchronously still needs its async dependency synchronously, wherever it is resolved from.
            let awaitIt = "write 'let value: \(Value.self) = try await Resolver.shared.resolveAsync()' in async code"
            let container = request.resolver.container
            context += container.isMadeAsynchronously(Value.self, tag: request.tag, exactTag: true) == false
                ? " (a wrapper cannot await: register '\(Value.self)' with an async factory that awaits what it "
                    + "needs, as above, then \(awaitIt))"
                : " (a wrapper cannot await: \(awaitIt) instead)"
        default: break
        }
        let note = Diagnostic.Note(context, at: site.location)

        if var diagnostic {
            if diagnostic.location == nil { diagnostic.location = site.location }
            diagnostic.suggestions.append(note)
            return ResolverFailure(diagnostic: diagnostic, fileID: site.fileID, line: site.line)
        }
        // A factory's error is not a diagnostic: its compiler-style text, then the note as the renderer writes it.
        let noteLine = DiagnosticRenderer().render(Diagnostic(.error, .invalidType, "", notes: [note]))
            .split(separator: "\n").dropFirst().joined(separator: "\n")
        // The container throws the factory's own error; its report (key, path, `register` location) is the message.
        let report = FactoryError.takeLastOnThisThread().map(String.init(describing:)) ?? "\(error)"
        return ResolverFailure(message: "\(report)\n\(noteLine)", fileID: site.fileID, line: site.line)
    }

    /// The validator's own `missingBinding` for the owner needing the key, through a probe container that
    /// registers the owner with the property as a dependency; `nil` when the key itself is visible (the
    /// missing binding is deeper in the graph).
    private static func probe<Value>(
        _ owner: InjectionOwner, _ type: Value.Type, _ request: InjectionRequest
    ) -> Diagnostic? {
        func probe<Owner: AnyObject>(_ ownerType: Owner.Type) -> Diagnostic? {
            let site = request.site
            let container = Container(
                name: request.resolver.name, parents: [request.resolver.container], allowsOverrides: true,
                bindingAdvice: .wrappers)
            container.register(
                .unique, type: Owner.self,
                dependsOn: [.on(Value.self, tag: request.tag, kind: .property, label: owner.property)],
                fileID: site.fileID, line: site.line, column: site.column
            ) { _ -> Owner in preconditionFailure("a probe container is validated, never resolved") }
            return container.validate().first { $0.code == .missingBinding && $0.location == site.location }
        }
        return probe(owner.type)
    }
}
