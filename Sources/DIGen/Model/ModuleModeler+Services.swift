import DIGraph

extension ModuleModeler {
    /// A class, struct, enum or actor with `@saber.scope(S)` is a service of the container whose scope is S.
    mutating func modelService(_ type: TypeDeclaration) {
        guard let scopeAnnotation = type.annotations.first(where: { $0.scopeName != nil }),
              let scope = scopeAnnotation.scopeName else {
            reportContributionsWithoutScope(of: type)
            return
        }
        let scopes = type.annotations.filter { $0.scopeName != nil }
        if scopes.count > 1 {
            // Saber refused a type with two scopes ("associated with multiple scopes").
            report(Diagnostic(
                .error, .malformedAnnotation,
                "'\(type.qualifiedName)' has \(scopes.count) scopes (\(scopes.compactMap(\.scopeName).map { "'\($0)'" }.joined(separator: ", "))); "
                    + "a service belongs to one container",
                at: scopes[1].location,
                notes: [.init("its first scope is here", at: scopeAnnotation.location)],
                suggestions: [.init("keep one '@saber.scope'; to use it in a child container too, give the child "
                    + "'@saber.dependsOn' on the parent")]))
            return
        }
        guard let containerNumber = containerByScope[scope] else {
            let scopes = containers.compactMap(\.spec.scope)
            // A warning, not a stop: Saber left such a type out of every container and went on. What needs it
            // still gets `missingBinding`, at its own line.
            report(Diagnostic(
                .warning, .unknownContainer,
                "'\(type.qualifiedName)' has scope '\(scope)', which is the scope of no container; it is left out of "
                    + "every container, as Saber leaves it",
                at: scopeAnnotation.location,
                suggestions: NearMiss.closest(to: scope, among: scopes).map { .init("did you mean '\($0)'?") }))
            return
        }
        let container = containers[containerNumber].spec.name
        if let owner = module.imported.target(of: containers[containerNumber].spec.location),
           !module.imported.isImported(type.location) {
            reportServiceJoiningImportedContainer(type, scope: scopeAnnotation, container: container, target: owner)
            return
        }
        guard type.genericParameters.isEmpty else {
            report(Diagnostic(
                .error, .malformedAnnotation,
                "generic type '\(type.qualifiedName)<\(type.genericParameters.joined(separator: ", "))>' cannot be a service: "
                    + "the container cannot choose its generic arguments",
                at: scopeAnnotation.location,
                suggestions: [.init("provide a concrete type from a '@saber.provider' method instead")]))
            return
        }
        guard let serviceType = typeName(type.qualifiedName, at: type.location) else { return }
        let isInjectOnly = type.annotations.contains { $0.kind == .injectOnly }
        var draft = ServiceDraft(
            container: container, key: ServiceKey(serviceType), typeText: serviceType.text,
            construction: .injectOnly, isCached: type.annotations.contains { $0.kind == .cached },
            isReference: type.kind == .class || type.kind == .actor,
            propertyInjections: [], methodInjections: [], didInject: nil, location: type.location)
        var chosen: InitializerDeclaration?
        if isInjectOnly {
            // Its binding provides nothing (DIGraph's `injectOnly` source): its injections are checked, and a
            // service that asks for it is told why it cannot have it.
            draft.isCached = false
        } else {
            guard let initializer = chooseInitializer(of: type) else { return }
            chosen = initializer
            if let initializer, isPrivate(initializer.accessLevel) {
                reportPrivate("initializer", of: type, at: initializer.location)
                return
            }
            if let initializer, initializer.isThrowing, !initializer.isAsync {
                reportUncallable("initializer of '\(type.qualifiedName)'", throwing: true, at: initializer.location)
                return
            }
            draft.isAsync = initializer?.isAsync ?? false
            draft.isThrowing = initializer?.isThrowing ?? false
            let parameters = dependencies(of: initializer?.parameters ?? [])
            if initializer?.isFailable == true {
                draft.key = ServiceKey(serviceType.optional)
                draft.typeText = serviceType.optional.text
            }
            draft.construction = .initializer(typeName: type.qualifiedName, parameters: parameters)
        }
        let declared = isolationReader.isolation(of: chosen, in: type)
        guard let isolation = madeIsolation(
            of: "'\(type.qualifiedName)'", declared: declared, isAsync: draft.isAsync, in: containerNumber,
            at: type.location) else { return }
        draft.isolation = isolation
        draft.callee = ServiceDraft.Callee(kind: type.kind, declared: declared, isAsync: draft.isAsync)
        modelInjections(of: type, into: &draft)
        modelCloseMethod(of: type, into: &draft)
        services.append(draft)
        if draft.key.type.optionality != .none || isInjectOnly {
            rejectAliasesAndProviders(of: type, service: draft.key)
        } else {
            checkConformances(of: type)
            modelAliases(of: type, target: draft)
            modelContributions(of: type, target: draft)
            modelProviders(of: type, in: container, providerKey: draft.key)
        }
    }

    /// Saber's rule: a single initializer is used; of several, exactly one carries `@saber.inject`; none
    /// means `Type()`. Returns `.some(nil)` for `Type()`, `nil` after reporting an ambiguity.
    private mutating func chooseInitializer(of type: TypeDeclaration) -> InitializerDeclaration?? {
        let initializers = type.members.initializers
        let marked = initializers.filter { $0.annotations.contains { $0.kind == .inject } }
        if marked.count == 1 { return .some(marked[0]) }
        if marked.isEmpty, initializers.count <= 1 { return .some(initializers.first) }
        let candidates = marked.isEmpty ? initializers : marked
        let problem = marked.isEmpty
            ? "'\(type.qualifiedName)' has \(initializers.count) initializers and none is marked '@saber.inject'"
            : "'\(type.qualifiedName)' has \(marked.count) initializers marked '@saber.inject'; mark exactly one"
        report(Diagnostic(
            .error, .ambiguousBinding, problem, at: marked.isEmpty ? type.location : marked[1].location,
            notes: candidates.map { .init("candidate initializer", at: $0.location) },
            suggestions: [.init("mark the initializer the container should call with '// @saber.inject'")]))
        return nil
    }

    /// Where the container makes a service: a nonisolated one on the container's actor (its getter runs there),
    /// else where it is declared. A container isolated to one actor cannot make a service of another actor
    /// synchronously (its getter cannot hop): that is an error here, `nil` (or `declared`, when the modeler
    /// keeps such services).
    private mutating func madeIsolation(
        of what: String, declared: Isolation, isAsync: Bool, in container: Int, at location: SourceLocation
    ) -> Isolation? {
        let containerIsolation = containers[container].isolation
        guard declared != .nonisolated else { return containerIsolation }
        guard !isAsync, containerIsolation != .nonisolated, containerIsolation != declared else { return declared }
        let name = containers[container].spec.name
        report(Diagnostic(
            .error, .isolationMismatch,
            "\(what) must be made on '\(declared)', but container '\(name)' is isolated to '\(containerIsolation)', "
                + "and its synchronous getter cannot hop to '\(declared)'",
            at: location,
            suggestions: [
                .init("isolate \(what) to '\(containerIsolation)' too, or mark its initializer or provider method 'nonisolated'"),
                .init("make its initializer or provider method async, so the container awaits the hop"),
            ]))
        return keepsUnmakeableServices ? declared : nil
    }

    /// Parameters as dependencies: `() -> T` and the configured lazy typealias `Name<T>` are lazy edges to `T`.
    mutating func dependencies(of parameters: [Parameter]) -> [DependencyDraft] {
        parameters.compactMap { parameter in
            let (text, isLazy) = LazyTypeDetector.unwrap(parameter.typeText, lazyTypealias: configuration.lazyTypealias)
            guard let type = typeName(text, at: parameter.location) else { return nil }
            return DependencyDraft(label: parameter.label, key: ServiceKey(type), isLazy: isLazy, location: parameter.location)
        }
    }

    private mutating func modelInjections(of type: TypeDeclaration, into draft: inout ServiceDraft) {
        for property in type.members.properties where property.annotations.contains(where: { $0.kind == .inject }) {
            // A computed property with a setter is assigned like a stored one, as Saber does (typically one
            // declared in an extension over storage kept elsewhere).
            if property.isLet || property.isComputed && !property.hasSetter || property.isStatic {
                let kind = property.isLet ? "a 'let'" : property.isComputed ? "computed without a setter" : "static"
                report(Diagnostic(
                    .error, .misplacedAnnotation,
                    "injected property '\(property.name)' of '\(type.qualifiedName)' is \(kind); the container cannot assign it",
                    at: property.location,
                    suggestions: [.init(property.isComputed
                        ? "give it a 'set' accessor, or declare it as a stored instance 'var'"
                        : "declare it as a stored instance 'var'")]))
                continue
            }
            if isPrivate(property.accessLevel) {
                reportPrivate("property '\(property.name)'", of: type, at: property.location)
                continue
            }
            guard let typeText = property.typeText else {
                report(Diagnostic(
                    .error, .invalidType,
                    "injected property '\(property.name)' of '\(type.qualifiedName)' needs an explicit type",
                    at: property.location))
                continue
            }
            let (text, isLazy) = LazyTypeDetector.unwrap(typeText, lazyTypealias: configuration.lazyTypealias)
            guard let propertyType = typeName(text, at: property.location) else { continue }
            draft.propertyInjections.append((property.name, DependencyDraft(
                label: property.name, key: ServiceKey(propertyType), isLazy: isLazy, location: property.location)))
        }
        for method in type.members.methods where !method.isStatic {
            let isInvoked = method.annotations.contains { $0.kind == .inject || $0.kind == .didInject }
            if isInvoked, isPrivate(method.accessLevel) {
                reportPrivate("method '\(method.name)'", of: type, at: method.location)
                continue
            }
            if method.annotations.contains(where: { $0.kind == .inject }) {
                draft.methodInjections.append((method.name, dependencies(of: method.parameters)))
            }
            if let didInject = method.annotations.first(where: { $0.kind == .didInject }) {
                if let first = draft.didInject {
                    // Saber called the first and ignored the rest, silently.
                    report(Diagnostic(
                        .warning, .malformedAnnotation,
                        "'\(type.qualifiedName).\(method.name)' is a second '@saber.didInject' method; only "
                            + "'\(first)' is called, as Saber called only the first",
                        at: didInject.location,
                        suggestions: [.init("call '\(method.name)()' from '\(first)()', or remove one annotation")]))
                } else {
                    draft.didInject = method.name
                }
            }
        }
    }

    private func isPrivate(_ access: AccessLevel?) -> Bool { access == .private || access == .fileprivate }

    /// The container is another file: it cannot reach `private` or `fileprivate` members.
    private mutating func reportPrivate(_ what: String, of type: TypeDeclaration, at location: SourceLocation) {
        report(Diagnostic(
            .error, .misplacedAnnotation,
            "the \(what) of '\(type.qualifiedName)' is private; the generated container cannot reach it",
            at: location,
            suggestions: [.init("make it internal (or wider)")]))
    }

    /// Generated getters are plain properties: they cannot `try` or `await`.
    private mutating func reportUncallable(_ what: String, throwing: Bool, at location: SourceLocation) {
        report(Diagnostic(
            .error, .malformedAnnotation,
            "the \(what) is \(throwing ? "throwing" : "async"); a generated container cannot call it",
            at: location,
            suggestions: [.init("inject through a non-throwing, synchronous initializer or provider method")]))
    }

    /// A service that may be `nil` (failable initializer) or has no getter (`injectOnly`) cannot stand for a
    /// protocol nor provide other services: the generated code would not compile.
    private mutating func rejectAliasesAndProviders(of type: TypeDeclaration, service: ServiceKey) {
        let what = service.type.optionality != .none ? "'\(service.type)' may be nil" : "'\(type.qualifiedName)' is injectOnly"
        for annotation in type.annotations {
            guard case .bindTo(let protocolType) = annotation.kind else { continue }
            report(Diagnostic(
                .error, .malformedAnnotation, "\(what), so it cannot be bound to '\(protocolType)'", at: annotation.location))
        }
        for annotation in type.annotations {
            guard case .into(let collection, _) = annotation.kind else { continue }
            report(Diagnostic(
                .error, .malformedAnnotation, "\(what), so it cannot be contributed to '\(collection)'",
                at: annotation.location))
        }
        for method in type.members.methods where method.annotations.contains(where: { $0.kind == .provider }) {
            report(Diagnostic(
                .error, .malformedAnnotation, "\(what), so its method '\(method.name)' cannot be a provider",
                at: method.location))
        }
    }

    /// `@saber.bindTo(P)`: `P` is an alias of the service, resolved through the service's getter.
    private mutating func modelAliases(of type: TypeDeclaration, target: ServiceDraft) {
        for annotation in type.annotations {
            guard case .bindTo(let protocolType) = annotation.kind else { continue }
            services.append(ServiceDraft(
                container: target.container, key: ServiceKey(protocolType), typeText: protocolType.text,
                construction: .alias(target: target.key), isCached: false, isReference: true,
                propertyInjections: [], methodInjections: [], didInject: nil, location: annotation.location))
        }
    }

    /// `@saber.provider` methods: the returned type is a service made by calling the method on the provider
    /// service, with the method's parameters resolved and passed; a `static` one is called on the type.
    private mutating func modelProviders(of type: TypeDeclaration, in container: String, providerKey: ServiceKey) {
        let containerNumber = containers.firstIndex { $0.spec.name == container } ?? 0
        for method in type.members.methods where method.annotations.contains(where: { $0.kind == .provider }) {
            guard let returnText = method.returnTypeText else {
                report(Diagnostic(
                    .error, .malformedAnnotation,
                    "provider method '\(method.name)' of '\(type.qualifiedName)' returns nothing; it must return the provided type",
                    at: method.location))
                continue
            }
            if method.isThrowing, !method.isAsync {
                reportUncallable("provider method '\(method.name)' of '\(type.qualifiedName)'", throwing: true, at: method.location)
                continue
            }
            guard let returned = typeName(returnText, at: method.location) else { continue }
            let (declared, isActorIsolated) = isolationReader.isolation(of: method, in: type)
            let isAsync = method.isAsync || isActorIsolated
            guard let isolation = madeIsolation(
                of: "'\(returned.text)' (provided by '\(type.qualifiedName).\(method.name)')", declared: declared,
                isAsync: isAsync, in: containerNumber, at: method.location) else { continue }
            var draft = ServiceDraft(
                container: container, key: ServiceKey(returned), typeText: returned.text,
                construction: method.isStatic
                    ? .staticProvider(typeName: providerKey.type.text, method: method.name, parameters: dependencies(of: method.parameters))
                    : .provider(providerKey: providerKey, method: method.name, parameters: dependencies(of: method.parameters)),
                isCached: false, isReference: true, propertyInjections: [], methodInjections: [], didInject: nil,
                location: method.location)
            draft.isolation = isolation
            draft.isAsync = isAsync
            draft.isThrowing = method.isThrowing
            draft.callee = ServiceDraft.Callee(
                kind: type.kind, declared: declared, isAsync: isAsync, isActorIsolated: isActorIsolated)
            services.append(draft)
        }
    }
}
