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
                externalTypeTexts: externalTypeTexts, scopeLocation: scopeLocation))
            extraBindings += containerInstanceBindings(name: name, protocolName: type.qualifiedName, at: type.location)
        }
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
