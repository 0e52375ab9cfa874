import DIGraph

extension ModuleModeler {
    /// Every protocol with `@saber.container(Name)` becomes a container; its scope attaches services.
    mutating func modelContainers() {
        for type in module.types where type.kind == .protocol {
            guard let name = type.annotations.lazy.compactMap(\.containerName).first else { continue }
            var spec = ContainerSpec(name: name, location: type.location)
            var imports = ["Foundation"]
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
                default: break
                }
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
                "'@\(annotation.prefix).isolation(\(name))' names no global actor; write 'MainActor', a '@globalActor' type of this module, or 'nonisolated'",
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
