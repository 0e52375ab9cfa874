import DIGen
import DIGraph
import DIRuntime

/// Checks one random graph: every form that can express it reports the same diagnostics (locations aside), and a
/// graph that validates clean resolves every key in the runtime with the lifetime's identity rule. Returns what
/// differed, in a line or two, or nil.
enum FrontEndDisagreement {
    static func check(_ graph: RandomGraph) -> String? {
        var counts = FormCounts()
        return check(graph, counts: &counts)
    }

    static func check(_ graph: RandomGraph, counts: inout FormCounts) -> String? {
        counts.graphs += 1
        let diagnostics = DirectGraphForm.graph(graph).validate()
        let expected = text(diagnostics)
        // Externals are Saber's alone: the runtime and the wrappers have no way to declare one.
        if !graph.hasExternals {
            let containers = RuntimeForm.containers(graph)
            let runtime = text(containers[graph.leaf].validate())
            if runtime != expected { return difference("runtime", runtime, expected) }
            counts.runtime += 1
            // The wrappers allow overrides (Trifork's habit), so a duplicate replaces; and they have no forwarding.
            if !graph.hasDuplicates, !graph.hasFaces {
                let wrappers = text(RuntimeForm.leafResolver(graph).validate())
                if wrappers != expected { return difference("wrappers", wrappers, expected) }
                counts.wrappers += 1
            }
        }
        if SaberSourceForm.fits(graph) {
            let output = Generator.runGenerator(
                input: [InputFile(path: "App.swift", contents: SaberSourceForm.source(graph))], configuration: .init())
            // A check of the sources, not of the graph: externals here are types the source does not declare, named
            // like the parts it does, so digen warns of a possible typo (`undeclaredType`) no other front-end can.
            let generated = text(output.diagnostics.filter { $0.code != .undeclaredType })
            if generated != expected { return difference("digen", generated, expected) }
            counts.digen += 1
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            counts.withErrors += 1
            return nil
        }
        guard !graph.hasExternals else { return nil }
        counts.resolvedClean += 1
        return CleanGraphResolution.check(graph)
    }

    /// The rendered diagnostics without locations, one diagnostic per block, in a fixed order: the front-ends
    /// number containers differently (the runtime from the validated container up through its parents, the
    /// others in declaration order), so the order of diagnostics and of the "bound in container 'X', which is not
    /// visible" notes follows that numbering; what is said is the promise, not in which order.
    static func text(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            var ordered = diagnostic
            ordered.notes = Self.orderingElsewhere(diagnostic.notes)
            ordered.suggestions = Self.orderingElsewhere(diagnostic.suggestions)
            return AgreementMatrixTests.text([ordered])
        }.sorted().joined(separator: "\n")
    }

    private static func orderingElsewhere(_ notes: [Diagnostic.Note]) -> [Diagnostic.Note] {
        var elsewhere = notes.filter(isElsewhere).sorted { $0.message < $1.message }.makeIterator()
        return notes.map { isElsewhere($0) ? elsewhere.next()! : $0 }
    }

    private static func isElsewhere(_ note: Diagnostic.Note) -> Bool { note.message.contains(", which is not visible from '") }


    private static func difference(_ form: String, _ actual: String, _ expected: String) -> String {
        "\(form) said:\n\(actual.isEmpty ? "(nothing)" : actual)\nDIGraph said:\n\(expected.isEmpty ? "(nothing)" : expected)"
    }
}
