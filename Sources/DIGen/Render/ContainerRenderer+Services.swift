extension ContainerRenderer {
    /// `var foo: Foo { … }`; cached getters check `cached_foo` first, under `lock` when thread-safe. An async
    /// getter is `get async`, and a cached one is made once however many tasks await it.
    func renderGetter(_ service: ServicePlan, plan: ContainerPlan, into body: inout SourceBuilder) -> Bool {
        let declaration = "\(isolationPrefix(service, in: plan))\(memberAccess) var \(service.memberName): \(service.typeText)"
        switch service.construction {
        case .injectOnly:
            return false
        case .alias(let target):
            body.block(declaration) { getter in
                guard service.isAsync else { return getter.line("return \(expression(target))") }
                getter.block("get async\(service.isThrowing ? " throws" : "")") { accessor in
                    accessor.line("return \(service.isThrowing ? "try " : "")await \(expression(target))")
                }
            }
            return true
        case .initializer, .provider:
            break
        }
        if service.isAsync {
            body.block(declaration) { getter in
                getter.block("get async\(service.isThrowing ? " throws" : "")") { accessor in
                    if plan.closes { accessor.line("self.checkOpen(\(stringLiteral(service.typeText)))") }
                    if service.isCached {
                        renderMadeOnce(service, plan: plan, into: &accessor)
                    } else {
                        renderMakeAndInject(service, into: &accessor)
                        accessor.line("return \(service.localName)")
                    }
                }
            }
            return true
        }
        let name = service.localName
        if keepsInLazyVar(service, plan: plan) {
            let setter = memberAccess == "private" ? "" : " private(set)"
            body.line("\(memberAccess)\(setter) lazy var \(name): \(service.typeText) = \(makeExpression(service))")
            return true
        }
        body.block(declaration) { getter in
            if plan.closes { getter.line("self.checkOpen(\(stringLiteral(service.typeText)))") }
            if service.isCached {
                if plan.needsLock {
                    getter.line("self.lock.lock()")
                    getter.line("defer { self.lock.unlock() }")
                }
                getter.line("if let cached = self.\(service.cachedName) { return cached }")
            }
            let made = makeExpression(service)
            guard service.isCached || !service.injections.isEmpty || service.closeMethod != nil else {
                return getter.line("return \(made)")
            }
            if service.injectsInline {
                getter.line("\(service.isReference || service.injections.isEmpty ? "let" : "var") \(name) = \(made)")
                renderInjections(service, label: name, into: &getter)
            } else {
                renderMakeAndInject(service, made: made, into: &getter)
            }
            finishGetter(service, into: &getter)
        }
        return true
    }

    /// Whether a cached service is a `lazy var` rather than a getter over `cached_…` storage: it is what a person
    /// writes, and the type-checker's cheapest shape. Only where nothing else touches the storage: no lock, no
    /// `close()` to empty it, no isolation of its own, made synchronously, not optional (a `nil` is made again)
    /// and with nothing to inject after it is made.
    func keepsInLazyVar(_ service: ServicePlan, plan: ContainerPlan) -> Bool {
        service.isCached && service.makesInline && service.injections.isEmpty && !service.isOptional
            && !plan.needsLock && !plan.closes && isolationPrefix(service, in: plan).isEmpty
    }

    /// Keeps a cached service, registers its close action and returns it.
    private func finishGetter(_ service: ServicePlan, into getter: inout SourceBuilder) {
        let name = service.localName
        if service.isCached { getter.line("self.\(service.cachedName) = \(name)") }
        if let close = service.closeMethod {
            getter.line("self.closeActions.append { \(close.isAsync ? "await " : "")\(name).\(close.name)() }")
        }
        getter.line("return \(name)")
    }

    /// `let foo = self.makeFoo()` (with `try await` when async), or `made` when given, then its injections.
    func renderMakeAndInject(_ service: ServicePlan, made: String? = nil, into getter: inout SourceBuilder) {
        let name = service.localName
        let effects = (service.makerThrows ? "try " : "") + (service.isAsync ? "await " : "")
        let maker = made ?? "\(effects)self.\(service.makerName)()"
        let inject = (service.injectorThrows ? "try " : "") + (service.injectorIsAsync ? "await self.injectTo" : "self.injectTo")
        if service.injections.isEmpty {
            getter.line("let \(name) = \(maker)")
        } else if service.isReference {
            getter.line("let \(name) = \(maker)")
            getter.line(service.isOptional
                ? "if let \(name) = \(name) { \(inject)(\(injectorLabel(service)): \(name)) }"
                : "\(inject)(\(injectorLabel(service)): \(name))")
        } else {
            getter.line("var \(name) = \(maker)")
            getter.line(service.isOptional
                ? "if \(name) != nil { \(inject)(\(injectorLabel(service)): &\(name)!) }"
                : "\(inject)(\(injectorLabel(service)): &\(name))")
        }
    }

    /// `private func makeFoo() -> Foo`: the initializer call, or the provider call.
    func renderMaker(_ service: ServicePlan, plan: ContainerPlan, into body: inout SourceBuilder) -> Bool {
        guard !service.makesInline else { return false }
        let effects = (service.isAsync ? " async" : "") + (service.makerThrows ? " throws" : "")
        let declaration = "\(isolationPrefix(service, in: plan))private func \(service.makerName)()\(effects) -> \(service.typeText)"
        switch service.construction {
        case .initializer(let typeName, let arguments):
            body.block(declaration) { maker in
                let tryKeyword = constructionTry(service, arguments)
                let awaitKeyword = service.isAsync ? "await " : ""
                maker.line("return \(tryKeyword)\(awaitKeyword)\(typeName)(\(render(arguments)))")
            }
            return true
        case .provider(let provider, let method, let arguments):
            body.block(declaration) { maker in
                maker.line("let provider = \(provider.needsTry ? "try " : "")\(provider.needsAwait ? "await " : "")\(expression(provider))")
                let awaitKeyword = service.isAsync || arguments.contains(where: \.value.needsAwait) ? "await " : ""
                let tryKeyword = constructionTry(service, arguments)
                maker.line("return \(tryKeyword)\(awaitKeyword)provider.\(method)(\(render(arguments)))")
            }
            return true
        case .alias, .injectOnly:
            return false
        }
    }

    /// `Foo(bar: self.bar)` or `self.fooProvider.makeFoo()`: what a synchronous getter makes its service with.
    /// A getter that builds inline gives the type-checker one body per service instead of a getter, a factory
    /// and an injector that call each other.
    func makeExpression(_ service: ServicePlan) -> String {
        switch service.construction {
        case .initializer(let typeName, let arguments):
            let tryKeyword = constructionTry(service, arguments)
            return "\(tryKeyword)\(typeName)(\(render(arguments)))"
        case .provider(let provider, let method, let arguments):
            let tryKeyword = provider.needsTry ? "try " : constructionTry(service, arguments)
            return "\(tryKeyword)\(expression(provider)).\(method)(\(render(arguments)))"
        case .alias(let target):
            return expression(target)
        case .injectOnly:
            return ""
        }
    }

    /// `try ` when making the service with `arguments` can throw, else nothing.
    private func constructionTry(_ service: ServicePlan, _ arguments: [Argument]) -> String {
        service.constructionThrows || arguments.contains(where: \.value.needsTry) ? "try " : ""
    }

    /// `@MainActor `, `nonisolated(nonsending) ` or nothing: how a member of a nonisolated container says where
    /// it runs (an isolated container's members are on its actor already). An async member of a nonisolated
    /// container runs on its caller's actor, so neither the container nor the service is sent anywhere.
    func isolationPrefix(_ service: ServicePlan, in plan: ContainerPlan) -> String {
        guard plan.isolation == .nonisolated else { return "" }
        if case .globalActor(let name) = service.isolation { return "@\(name) " }
        return service.isAsync ? "nonisolated(nonsending) " : ""
    }

    /// `func injectTo(foo: Foo)` (`inout` for value types): properties, methods, then `didInject`.
    func renderInjector(_ service: ServicePlan, plan: ContainerPlan, into body: inout SourceBuilder) -> Bool {
        guard !service.injections.isEmpty, !service.injectsInline else { return false }
        let access: String
        if case .injectOnly = service.construction { access = memberAccess } else { access = "private" }
        let label = injectorLabel(service)
        let unwrappedType = service.isOptional ? String(service.typeText.dropLast()) : service.typeText
        let type = service.isReference ? unwrappedType : "inout " + unwrappedType
        var prefix = isolationPrefix(service, in: plan)
        if prefix.hasPrefix("nonisolated("), !service.injectorIsAsync { prefix = "" }
        let effects = (service.injectorIsAsync ? " async" : "") + (service.injectorThrows ? " throws" : "")
        body.block("\(prefix)\(access) func injectTo(\(label): \(type))\(effects)") { injector in
            renderInjections(service, label: label, into: &injector)
        }
        return true
    }

    /// `foo.bar = self.bar`, `foo.configure(…)`, `foo.didInject()`: an injector's body, or a getter's lines after
    /// it made the service.
    func renderInjections(_ service: ServicePlan, label: String, into injector: inout SourceBuilder) {
        for injection in service.injections {
            switch injection {
            case .property(let name, let value):
                let effects = (value.needsTry ? "try " : "") + (value.needsAwait ? "await " : "")
                injector.line("\(label).\(name) = \(effects)\(expression(value))")
            case .method(let name, let arguments):
                let effects = (arguments.contains(where: \.value.needsTry) ? "try " : "")
                    + (arguments.contains(where: \.value.needsAwait) ? "await " : "")
                injector.line("\(effects)\(label).\(name)(\(render(arguments)))")
            case .didInject(let name):
                injector.line("\(label).\(name)()")
            }
        }
    }

    private func injectorLabel(_ service: ServicePlan) -> String { service.memberName }

    package func render(_ arguments: [Argument]) -> String {
        arguments.map { argument in
            let value = expression(argument.value)
            return argument.label.map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ")
    }

    /// `self.appContainer.database`, or `{ [unowned self] in return self.database }` when lazy.
    package func expression(_ reference: ValueReference) -> String {
        let chain = (["self"] + reference.path).joined(separator: ".")
        return reference.isLazy ? "{ [unowned self] in return \(chain) }" : chain
    }
}
