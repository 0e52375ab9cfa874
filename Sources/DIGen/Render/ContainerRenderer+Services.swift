extension ContainerRenderer {
    /// `var foo: Foo { … }`; cached getters check `cached_foo` first, under `lock` when thread-safe.
    func renderGetter(_ service: ServicePlan, plan: ContainerPlan, into body: inout SourceBuilder) -> Bool {
        switch service.construction {
        case .injectOnly:
            return false
        case .alias(let target):
            body.block("\(memberAccess) var \(service.memberName): \(service.typeText)") { getter in
                getter.line("return \(expression(target))")
            }
            return true
        case .initializer, .provider:
            break
        }
        let name = service.localName
        body.block("\(memberAccess) var \(service.memberName): \(service.typeText)") { getter in
            if service.isCached {
                if plan.isThreadSafe {
                    getter.line("self.lock.lock()")
                    getter.line("defer { self.lock.unlock() }")
                }
                getter.line("if let cached = self.\(service.cachedName) { return cached }")
            }
            let maker = "self.\(service.makerName)()"
            if service.injections.isEmpty {
                getter.line("let \(name) = \(maker)")
            } else if service.isReference {
                getter.line("let \(name) = \(maker)")
                getter.line(service.isOptional
                    ? "if let \(name) = \(name) { self.injectTo(\(injectorLabel(service)): \(name)) }"
                    : "self.injectTo(\(injectorLabel(service)): \(name))")
            } else {
                getter.line("var \(name) = \(maker)")
                getter.line(service.isOptional
                    ? "if \(name) != nil { self.injectTo(\(injectorLabel(service)): &\(name)!) }"
                    : "self.injectTo(\(injectorLabel(service)): &\(name))")
            }
            if service.isCached { getter.line("self.\(service.cachedName) = \(name)") }
            getter.line("return \(name)")
        }
        return true
    }

    /// `private func makeFoo() -> Foo`: the initializer call, or the provider call.
    func renderMaker(_ service: ServicePlan, into body: inout SourceBuilder) -> Bool {
        switch service.construction {
        case .initializer(let typeName, let arguments):
            body.block("private func \(service.makerName)() -> \(service.typeText)") { maker in
                maker.line("return \(typeName)(\(render(arguments)))")
            }
            return true
        case .provider(let provider, let method, let arguments):
            body.block("private func \(service.makerName)() -> \(service.typeText)") { maker in
                maker.line("let provider = \(expression(provider))")
                maker.line("return provider.\(method)(\(render(arguments)))")
            }
            return true
        case .alias, .injectOnly:
            return false
        }
    }

    /// `func injectTo(foo: Foo)` (`inout` for value types): properties, methods, then `didInject`.
    func renderInjector(_ service: ServicePlan, into body: inout SourceBuilder) -> Bool {
        guard !service.injections.isEmpty else { return false }
        let access: String
        if case .injectOnly = service.construction { access = memberAccess } else { access = "private" }
        let label = injectorLabel(service)
        let unwrappedType = service.isOptional ? String(service.typeText.dropLast()) : service.typeText
        let type = service.isReference ? unwrappedType : "inout " + unwrappedType
        body.block("\(access) func injectTo(\(label): \(type))") { injector in
            for injection in service.injections {
                switch injection {
                case .property(let name, let value):
                    injector.line("\(label).\(name) = \(expression(value))")
                case .method(let name, let arguments):
                    injector.line("\(label).\(name)(\(render(arguments)))")
                case .didInject(let name):
                    injector.line("\(label).\(name)()")
                }
            }
        }
        return true
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
