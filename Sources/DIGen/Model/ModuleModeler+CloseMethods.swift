import DIGraph

extension ModuleModeler {
    /// `@di.onClose(flush)`: the method must be an instance method of the type without parameters that does not
    /// throw (a close runs every action; one that throws would have nowhere to report). Whether the service is
    /// cached is DIGraph's rule (`closeActionNeverRuns`), checked with the graph.
    mutating func modelCloseMethod(of type: TypeDeclaration, into draft: inout ServiceDraft) {
        let annotations = type.annotations.filter { if case .onClose = $0.kind { true } else { false } }
        guard let annotation = annotations.first, case .onClose(let name) = annotation.kind else { return }
        if annotations.count > 1 {
            report(Diagnostic(
                .error, .malformedAnnotation,
                "'\(type.qualifiedName)' has \(annotations.count) '@di.onClose' annotations; a service has one close method",
                at: annotations[1].location, notes: [.init("the first is here", at: annotation.location)],
                suggestions: [.init("call the other methods from one of them")]))
            return
        }
        let candidates = type.members.methods.filter { !$0.isStatic && $0.parameters.isEmpty }
        guard let method = candidates.first(where: { $0.name == name }) else {
            report(Diagnostic(
                .error, .malformedAnnotation,
                "'@di.onClose(\(name))': '\(type.qualifiedName)' declares no method '\(name)()' without parameters",
                at: annotation.location,
                suggestions: [.init(NearMiss.closest(to: name, among: candidates.map(\.name), limit: 1).first
                    .map { "did you mean '\($0)'?" } ?? "declare 'func \(name)()' in the type's body")]))
            return
        }
        if method.accessLevel == .private || method.accessLevel == .fileprivate {
            report(Diagnostic(
                .error, .misplacedAnnotation,
                "the close method '\(name)()' of '\(type.qualifiedName)' is private; the generated container cannot call it",
                at: method.location, suggestions: [.init("make it internal (or wider)")]))
            return
        }
        if method.isThrowing {
            report(Diagnostic(
                .error, .malformedAnnotation,
                "the close method '\(name)()' of '\(type.qualifiedName)' throws; a generated close() runs every close "
                    + "method and has nowhere to report an error",
                at: method.location, suggestions: [.init("handle the error inside '\(name)()'")]))
            return
        }
        if draft.isAsync {
            report(Diagnostic(
                .error, .malformedAnnotation,
                "'@di.onClose' on '\(type.qualifiedName)', which is made with 'await', is not supported yet",
                at: annotation.location, suggestions: [.init("close it from a service made synchronously that holds it")]))
            return
        }
        draft.closeMethod = (ServicePlan.CloseMethod(name: name, isAsync: method.isAsync), annotation.location)
    }
}
