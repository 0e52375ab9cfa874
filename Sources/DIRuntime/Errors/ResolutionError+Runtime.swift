import DIGraph

/// The errors a resolve makes, each built with DIGraph's own wording.
extension ResolutionError {
    /// `missingBinding`, through ``GraphIndex/missingBindingDiagnostic(for:requester:in:at:advisor:)``: the
    /// same message and suggestions the validator gives, plus the resolution path.
    @usableFromInline
    static func missing(
        _ key: RuntimeKey, type: Any.Type, in container: Container, label: String?,
        root: UnsafeMutablePointer<ResolutionRoot>?
    ) -> ResolutionError {
        let snapshot = GraphSnapshot(container)
        let index = GraphIndex(snapshot.graph)
        var advisor = MissingBindingAdvisor(index)
        let path = (root ?? ThreadResolution.current)?.pointee.path ?? []
        let requester = path.last
        let serviceKey = TypeDescription.serviceKey(of: type, tag: key.tag)
        var diagnostic = index.missingBindingDiagnostic(
            for: serviceKey,
            requester: requester.map { (name: "'\($0.serviceKey)'", label: label) },
            in: snapshot.number(of: container),
            at: requester?.configuration.site.location,
            advisor: &advisor)
        diagnostic.notes += pathNotes(path.map(\.serviceKey) + [serviceKey], steps: path)
        return ResolutionError(diagnostic)
    }

    /// `dependencyCycle`: the cycle the resolve walked into, run through DIGraph's cycle validator so it reads
    /// exactly as `validate()` would report it, plus the whole resolution path.
    @usableFromInline
    static func cycle(closingAt entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>) -> ResolutionError {
        let path = root.pointee.path
        let start = path.firstIndex { $0 === entry } ?? 0
        let cycle = Array(path[start...])
        let container = entry.container.name
        var graph = Graph(containers: [ContainerSpec(name: container)])
        for (position, step) in cycle.enumerated() {
            let next = cycle[(position + 1) % cycle.count]
            graph.bindings.append(Binding(
                step.serviceKey, in: container, source: step.configuration.source.bindingSource(keyType: step.configuration.keyType),
                lifetime: step.configuration.scope.lifetime, dependencies: [Dependency(next.serviceKey)],
                location: step.configuration.site.location))
        }
        let names = (path + [entry]).map(\.serviceKey)
        var diagnostic = graph.validate().first { $0.code == .dependencyCycle } ?? Diagnostic(
            .error, .dependencyCycle,
            "dependency cycle: \(names[start...].map { "\($0)" }.joined(separator: " -> "))",
            at: entry.configuration.site.location)
        diagnostic.notes.append(.init("resolution path: \(quotedPath(names))"))
        return ResolutionError(diagnostic)
    }

    /// An instance made for a forwarded key (`implements`) that is not of the forwarded type.
    @usableFromInline
    static func typeMismatch(
        _ instance: Any, forwardedTo type: Any.Type, entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>?
    ) -> ResolutionError {
        let path = (root ?? ThreadResolution.current)?.pointee.path ?? []
        let made = String(describing: Swift.type(of: instance))
        let wanted = TypeDescription.typeName(of: type).text
        var diagnostic = Diagnostic(
            .error, .invalidType,
            "'\(entry.serviceKey)' is registered as implementing '\(wanted)', but it made an instance of '\(made)', which is not a '\(wanted)'",
            at: entry.configuration.site.location,
            suggestions: [.init("make '\(made)' conform to '\(wanted)', or remove 'implements(\(wanted).self)'")])
        if !path.isEmpty {
            diagnostic.notes += pathNotes(path.map(\.serviceKey) + [entry.serviceKey], steps: path)
        }
        return ResolutionError(diagnostic)
    }

    /// `resolution path: 'A' -> 'B' -> 'C'`, then where each step that was being made was registered.
    static func pathNotes(_ keys: [ServiceKey], steps: [Entry]) -> [Diagnostic.Note] {
        guard keys.count > 1 else { return [] }
        return [.init("resolution path: \(quotedPath(keys))")]
            + steps.map { .init("'\($0.serviceKey)' is registered here", at: $0.configuration.site.location) }
    }

    static func quotedPath(_ keys: [ServiceKey]) -> String {
        keys.map { "'\($0)'" }.joined(separator: " -> ")
    }
}
