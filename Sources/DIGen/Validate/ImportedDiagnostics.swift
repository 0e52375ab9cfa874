import DIGraph

/// What a run with imported targets reports: the findings about this target, at its lines, with the text they
/// have when everything is one target.
///
/// The imported targets' sources are validated together with the target's own, so that a container here sees its
/// imported parents' services by Saber's rules. A finding inside an imported target alone is its own build's to
/// report, and is left out. A cycle or a duplicate that runs through both is reported at this target's
/// declaration on it (its notes already locate every part). A parent no imported target declares gets a note
/// saying which targets were read and what they declare, and the advice to scope an imported type names a scope
/// of its own target.
///
/// ```swift
/// let reported = ImportedDiagnostics.reported(graphDiagnostics, model: model)
/// ```
enum ImportedDiagnostics {
    /// Findings made of several declarations, each located by a note: any of them may be where it is fixed.
    private static let sharedCodes: Set<DiagnosticCode> = [
        .dependencyCycle, .containerCycle, .duplicateContainer, .duplicateBinding, .ambiguousBinding,
    ]

    /// Findings of two declarations, the other located by the one note.
    private static let twoSiteCodes: Set<DiagnosticCode> = [.duplicateContainer, .duplicateBinding]

    /// - Returns: `diagnostics` unchanged when nothing is imported; otherwise those about this target, moved
    ///   and noted as above, in their order.
    static func reported(_ diagnostics: [Diagnostic], model: ModuleModeler) -> [Diagnostic] {
        let imported = model.module.imported
        guard !imported.isEmpty else { return diagnostics }
        return diagnostics.compactMap { original in
            var diagnostic = original
            if imported.isImported(diagnostic.location) {
                let own = diagnostic.notes.firstIndex { $0.location != nil && !imported.isImported($0.location) }
                guard sharedCodes.contains(diagnostic.code), let own else { return nil }
                let importedLocation = diagnostic.location
                diagnostic.location = diagnostic.notes[own].location
                // A clash of two sites: the note now points at the other one. A cycle's notes are its edges, each
                // where it is written, so they stay.
                if twoSiteCodes.contains(diagnostic.code) { diagnostic.notes[own].location = importedLocation }
            }
            if diagnostic.code == .duplicateContainer {
                diagnostic.notes = diagnostic.notes.map { note in
                    guard let target = imported.target(of: note.location), !note.message.contains("in target '") else {
                        return note
                    }
                    return .init(note.message + ", in target '\(target)'", at: note.location)
                }
            }
            if diagnostic.code == .missingBinding {
                let asked = diagnostic
                diagnostic.notes = diagnostic.notes.map { scopeAdvice($0, in: asked, model: model) }
                diagnostic.suggestions = diagnostic.suggestions.map { scopeAdvice($0, in: asked, model: model) }
            }
            if diagnostic.code == .unknownContainer, model.hasUndeclaredParent(at: diagnostic.location) {
                diagnostic.notes.append(.init(importedContainersNote(model: model)))
            }
            return diagnostic
        }
    }

    /// The advice on a type an imported target declares without a scope ("add '// @saber.scope(Feature)'") names
    /// the scope of the nearest container of that target the asking container sees: a service of that target
    /// cannot join a container of this one. Left as it is when no such container is seen.
    private static func scopeAdvice(
        _ note: Diagnostic.Note, in diagnostic: Diagnostic, model: ModuleModeler
    ) -> Diagnostic.Note {
        let imported = model.module.imported
        guard let target = imported.target(of: note.location),
              let asking = quotedName(after: "visible in container '", in: diagnostic.message),
              let askingScope = model.containers.first(where: { $0.spec.name == asking })?.spec.scope
        else { return note }
        let written = "'// @saber.scope(\(askingScope))'"
        guard note.message.contains(written) else { return note }
        // Breadth-first over parents, so the nearest of the target's containers is named.
        var queue = [asking]
        var seen: Set<String> = [asking]
        var head = 0
        while head < queue.count {
            let name = queue[head]
            head += 1
            guard let container = model.containers.first(where: { $0.spec.name == name }) else { continue }
            if imported.target(of: container.spec.location) == target, let scope = container.spec.scope {
                return .init(note.message.replacingOccurrences(of: written, with: "'// @saber.scope(\(scope))'"),
                             at: note.location)
            }
            for parent in container.spec.parents where seen.insert(parent).inserted { queue.append(parent) }
        }
        return note
    }

    /// The text between `prefix` and the next `'` in `message`.
    private static func quotedName(after prefix: String, in message: String) -> String? {
        guard let start = message.range(of: prefix)?.upperBound,
              let end = message[start...].firstIndex(of: "'") else { return nil }
        return String(message[start..<end])
    }

    /// `imported targets read: 'Core' declares 'CoreContainer'; 'Networking' declares no container`.
    static func importedContainersNote(model: ModuleModeler) -> String {
        let imported = model.module.imported
        var namesByTarget: [String: [String]] = [:]
        for container in model.containers {
            guard let target = imported.target(of: container.spec.location) else { continue }
            namesByTarget[target, default: []].append(container.spec.name)
        }
        let targets = imported.names.map { target in
            let names = Set(namesByTarget[target] ?? []).sorted().map { "'\($0)'" }
            let declared = names.isEmpty ? "no container" : names.joined(separator: ", ")
            return "'\(target)' declares \(declared)"
        }
        return "imported targets read: " + targets.joined(separator: "; ")
    }
}
