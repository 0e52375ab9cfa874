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
        let path = (root ?? ThreadResolution.current)?.pointee.path ?? []
        var snapshot = GraphSnapshot(container, naming: [type] + path.map(\.configuration.keyType))
        snapshot.adviseConformers(of: [type])
        let index = GraphIndex(snapshot.graph)
        var advisor = MissingBindingAdvisor(index)
        let requester = path.last
        let serviceKey = snapshot.naming.serviceKey(of: type, tag: key.tag)
        var diagnostic = index.missingBindingDiagnostic(
            for: serviceKey,
            requester: requester.map { (name: "'\(snapshot.naming.serviceKey(of: $0))'", label: label) },
            in: snapshot.number(of: container),
            at: requester?.configuration.site.location,
            advisor: &advisor)
        diagnostic.notes += pathNotes(path, then: serviceKey, naming: snapshot.naming)
        return ResolutionError(diagnostic)
    }

    /// `dependencyCycle`: the cycle the resolve walked into, run through DIGraph's cycle validator so it reads
    /// exactly as `validate()` would report it, plus the whole resolution path. Never inlined, as
    /// ``FactoryError/passing(_:in:entry:path:)``.
    @usableFromInline @inline(never)
    static func cycle(closingAt entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>) -> ResolutionError {
        cycle(closingAt: entry, path: root.pointee.path)
    }

    /// `dependencyCycle` for the steps `path` (outermost first) walked into `entry` again.
    static func cycle(closingAt entry: Entry, path: [Entry]) -> ResolutionError {
        let start = path.firstIndex { $0 === entry } ?? 0
        let cycle = Array(path[start...])
        let container = entry.container.name
        let naming = TypeNaming(path.map(\.configuration.keyType))
        var graph = Graph(containers: [ContainerSpec(name: container)])
        for (position, step) in cycle.enumerated() {
            let next = cycle[(position + 1) % cycle.count]
            graph.bindings.append(Binding(
                naming.serviceKey(of: step), in: container,
                source: step.configuration.source.bindingSource(keyType: step.configuration.keyType),
                lifetime: step.configuration.scope.lifetime, dependencies: [Dependency(naming.serviceKey(of: next))],
                location: step.configuration.site.location))
        }
        let names = (path + [entry]).map(naming.serviceKey(of:))
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
        let madeType = Swift.type(of: instance)
        let naming = TypeNaming([entry.configuration.keyType, type, madeType] + path.map(\.configuration.keyType))
        // As the runtime prints it, unless another type of the message prints the same.
        let made = naming.name(of: madeType) == TypeDescription.typeName(of: madeType)
            ? String(describing: madeType) : naming.name(of: madeType).text
        let wanted = naming.name(of: type).text
        let key = naming.serviceKey(of: entry)
        var diagnostic = Diagnostic(
            .error, .invalidType,
            "'\(key)' is registered as implementing '\(wanted)', but it made an instance of '\(made)', which is not a '\(wanted)'",
            at: entry.configuration.site.location,
            suggestions: [.init("make '\(made)' conform to '\(wanted)', or remove 'implements(\(wanted).self)'")])
        if !path.isEmpty {
            diagnostic.notes += pathNotes(path, then: key, naming: naming)
        }
        return ResolutionError(diagnostic)
    }

    /// `resolution path: 'A' -> 'B' -> 'C'` (the steps being made, then `last`), then where each step was
    /// registered.
    static func pathNotes(_ steps: [Entry], then last: ServiceKey, naming: TypeNaming) -> [Diagnostic.Note] {
        guard !steps.isEmpty else { return [] }
        let keys = steps.map(naming.serviceKey(of:))
        return [.init("resolution path: \(quotedPath(keys + [last]))")]
            + zip(steps, keys).map { .init("'\($1)' is registered here", at: $0.configuration.site.location) }
    }

    static func quotedPath(_ keys: [ServiceKey]) -> String {
        keys.map { "'\($0)'" }.joined(separator: " -> ")
    }
}

extension ResolutionError {
    /// `isolationMismatch`: a `@MainActor` entry a synchronous resolve off the main actor had to make. Inside a
    /// factory the edge is one `validate()` reports, so the validator words it; at the top level the call
    /// site is the requester, and the message says where to call from instead.
    @usableFromInline
    static func isolationMismatch(_ entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>) -> ResolutionError {
        isolationError(.isolationMismatch, entry, root: root) { key in
            Diagnostic(
                .error, .isolationMismatch,
                "'\(key)' must be made on the main actor, but it was resolved synchronously outside it",
                at: entry.configuration.site.location,
                suggestions: [
                    .init("resolve it from code isolated to the main actor ('@MainActor')"),
                    .init("or await it from anywhere: 'try await container.resolveAsync(\(key.type).self)'"),
                ])
        }
    }

    /// `asyncDependency`: an entry registered `async` that a synchronous resolve had to make.
    @usableFromInline
    static func asyncDependency(_ entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>) -> ResolutionError {
        isolationError(.asyncDependency, entry, root: root) { key in
            Diagnostic(
                .error, .asyncDependency,
                "'\(key)' is made asynchronously (its factory or initializer is async), so a synchronous resolve cannot make it",
                at: entry.configuration.site.location,
                suggestions: [
                    .init("await it: 'try await container.resolveAsync(\(key.type).self)'"),
                    .init("or make it an eager singleton and call 'try await container.bootstrapAsync()' first"),
                ])
        }
    }

    /// The diagnostic of the edge from the innermost step of the resolve to `entry`, as `validate()` words it,
    /// or `topLevel`'s when the resolve asked for `entry` itself; then the resolution path.
    private static func isolationError(
        _ code: DiagnosticCode, _ entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>,
        topLevel: (ServiceKey) -> Diagnostic
    ) -> ResolutionError {
        let path = root.pointee.path
        let naming = TypeNaming([entry.configuration.keyType] + path.map(\.configuration.keyType))
        let key = naming.serviceKey(of: entry)
        var diagnostic = topLevel(key)
        if let requester = path.last {
            let container = entry.container.name
            var graph = Graph(
                containers: [ContainerSpec(name: container)], bindings: [], declaredTypes: [],
                bindingAdvice: entry.container.bindingAdvice)
            var requesterBinding = naming.binding(of: requester, in: container)
            requesterBinding.dependencies = [Dependency(key)]
            var entryBinding = naming.binding(of: entry, in: container)
            entryBinding.dependencies = []
            graph.bindings = [requesterBinding, entryBinding]
            if let edge = graph.validate().first(where: { $0.code == code }) { diagnostic = edge }
        }
        diagnostic.notes += pathNotes(path, then: key, naming: naming)
        return ResolutionError(diagnostic)
    }
}

extension ResolutionError {
    /// `container`, or the error that says it is gone: a `Lazy` or `Provider` holds its container weakly, so
    /// that a singleton holding one does not keep the container alive.
    static func alive<Value>(
        _ container: Container?, resolving type: Value.Type, through wrapper: String
    ) throws(ResolutionError) -> Container {
        guard let container else {
            let name = TypeNaming([Value.self]).name(of: Value.self)
            throw ResolutionError(Diagnostic(
                .error, .missingBinding,
                "'\(name)' cannot be resolved: the container that made this '\(wrapper)<\(name)>' has been released",
                suggestions: [.init("keep the container alive for as long as what it made uses its '\(wrapper)' values")]))
        }
        return container
    }
}

extension ResolutionError {
    /// `resolutionTooDeep`: `entry`'s frame would have been closer to the end of the thread's stack than
    /// ``ResolutionStackGuard`` allows. Never inlined: it is the error path of every make.
    @usableFromInline @inline(never)
    static func tooDeep(resolving entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>) -> ResolutionError {
        let path = root.pointee.path + [entry]
        let naming = TypeNaming(path.map(\.configuration.keyType))
        let keys = path.map(naming.serviceKey(of:))
        let stack = root.pointee.stackSize
        let margin = ResolutionStackGuard.margin(forStackOfSize: stack)
        let shown = keys.count <= 8 ? quotedPath(keys) : quotedPath(Array(keys.prefix(3)))
            + " -> … \(keys.count - 6) more … -> " + quotedPath(Array(keys.suffix(3)))
        let diagnostic = Diagnostic(
            .error, .resolutionTooDeep,
            "resolving '\(keys[keys.count - 1])' nested \(keys.count) resolves deep, within \(kibibytes(margin)) "
                + "of the end of this thread's \(kibibytes(stack)) stack; stopped before a stack overflow",
            at: entry.configuration.site.location,
            suggestions: [
                .init("resolution path: \(shown)"),
                .init("a resolve this deep is usually a chain of factories that never ends (each asking for a new "
                    + "instance under another tag or argument); break it with 'Lazy' or 'Provider', or, for a graph "
                    + "this deep, resolve it on a thread with a larger stack (Thread.stackSize)"),
            ])
        return ResolutionError(diagnostic)
    }

    private static func kibibytes(_ bytes: Int) -> String {
        "\(bytes / 1024) KiB"
    }
}
