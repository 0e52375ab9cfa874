import DIGraph

extension ModuleModeler {
    /// Every protocol with `@saber.container(Name)` becomes a container; its scope attaches services.
    mutating func modelContainers() {
        for type in module.types where type.kind == .protocol {
            guard let name = type.annotations.lazy.compactMap(\.containerName).first else {
                reportScopeWithoutContainer(on: type)
                continue
            }
            var spec = ContainerSpec(name: name, location: type.location)
            var imports: [String] = []
            var externalTypeTexts: [String] = []
            var scopeLocation: SourceLocation?
            for annotation in type.annotations {
                switch annotation.kind {
                case .scope(let scope):
                    spec.scope = scope
                    scopeLocation = annotation.location
                case .threadSafe: spec.isThreadSafe = true
                case .dependsOn(let parents): spec.parents += parents
                case .imports(let modules): imports += modules.filter { !imports.contains($0) }
                case .externals(let externals):
                    for external in externals {
                        spec.externals.append(ContainerSpec.External(
                            ServiceKey(external.type), ownership: external.ownership, location: external.location))
                        externalTypeTexts.append(external.type.text)
                    }
                case .allowEmpty(let types):
                    spec.declaredCollections += types.map {
                        ContainerSpec.CollectionDeclaration(ServiceKey($0), location: annotation.location)
                    }
                default: break
                }
            }
            if spec.scope == nil {
                // Saber refused such a container ("'scopeName' not found"): nothing could ever join it.
                report(Diagnostic(
                    .error, .malformedAnnotation,
                    "container '\(name)' has no scope, so no service can belong to it",
                    at: type.annotations.first { $0.containerName != nil }?.location ?? type.location,
                    suggestions: [.init("add '// @saber.scope(\(Self.suggestedScope(for: name)))' to '\(type.qualifiedName)'")]))
            }
            if let scope = spec.scope {
                if let existing = containerByScope[scope] {
                    let first = containers[existing]
                    report(Diagnostic(
                        .error, .duplicateContainer,
                        "scope '\(scope)' is the scope of containers '\(first.spec.name)' and '\(name)'; a scope names one container",
                        at: scopeLocation,
                        notes: [.init("'\(first.spec.name)' has scope '\(scope)' here", at: first.scopeLocation)]))
                } else {
                    containerByScope[scope] = containers.count
                }
            }
            containers.append(ContainerDraft(
                spec: spec, protocolName: type.qualifiedName, imports: imports,
                externalTypeTexts: externalTypeTexts, scopeLocation: scopeLocation,
                isolation: containerIsolation(of: type, isThreadSafe: spec.isThreadSafe)))
            extraBindings += containerInstanceBindings(name: name, protocolName: type.qualifiedName, at: type.location)
        }
    }

    /// `@saber.isolation(A)`, else the protocol's own isolation (`@MainActor protocol AppContaining`), else
    /// nonisolated when thread-safe (usable from anywhere, behind its lock), else the target's default.
    private mutating func containerIsolation(of type: TypeDeclaration, isThreadSafe: Bool) -> Isolation {
        for annotation in type.annotations {
            guard case .isolation(let name) = annotation.kind else { continue }
            if name == "nonisolated" { return .nonisolated }
            let actor = name.split(separator: ".").last.map(String.init) ?? name
            if isolationReader.isGlobalActor(actor) { return .globalActor(actor) }
            report(Diagnostic(
                .error, .malformedAnnotation,
                "'@\(annotation.prefix).isolation(\(name))' names no global actor; write 'MainActor', a '@globalActor' "
                    + "type of this module, or 'nonisolated'",
                at: annotation.location,
                suggestions: NearMiss.closest(to: actor, among: isolationReader.globalActorNames).map {
                    .init("did you mean '\($0)'?")
                }))
        }
        if let declared = isolationReader.protocolIsolation(type) { return declared }
        return isThreadSafe ? .nonisolated : configuration.defaultIsolation
    }

    /// A service may inject its own container, by class or by protocol: both resolve to `self`.
    private func containerInstanceBindings(name: String, protocolName: String, at location: SourceLocation) -> [Binding] {
        ([name] + (protocolName == name ? [] : [protocolName])).compactMap { try? TypeName(parsing: $0) }.map {
            Binding(ServiceKey($0), in: name, source: .instance, lifetime: .singleton, location: location)
        }
    }

    /// A protocol with `@saber.scope` but no `@saber.container`: Saber refused it ("'name' not found"), as it
    /// names a scope no container has.
    private mutating func reportScopeWithoutContainer(on type: TypeDeclaration) {
        guard let scope = type.annotations.first(where: { $0.scopeName != nil }) else { return }
        report(Diagnostic(
            .error, .misplacedAnnotation,
            "protocol '\(type.qualifiedName)' has '@\(scope.prefix).scope' but is no container; only a container "
                + "protocol, or a service type, takes a scope",
            at: scope.location,
            suggestions: [.init("add '// @\(scope.prefix).container(Name)' to make '\(type.qualifiedName)' a container, "
                + "or remove the scope")]))
    }

    /// `App` for `AppContainer`: the name a container's scope usually has.
    static func suggestedScope(for containerName: String) -> String {
        containerName.hasSuffix("Container") && containerName.count > "Container".count
            ? String(containerName.dropLast("Container".count)) : containerName
    }
}

extension Annotation {
    var containerName: String? {
        if case .container(let name) = kind { return name }
        return nil
    }

    var scopeName: String? {
        if case .scope(let name) = kind { return name }
        return nil
    }
}
