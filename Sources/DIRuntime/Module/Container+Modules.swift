import DIGraph

extension Container {
    /// A container assembled from modules: each module's `register` runs once, dependencies first, then in the order
    /// given; a module another one replaces never registers (its keys are listed, so a replacement that leaves one
    /// out is reported).
    ///
    /// ```swift
    /// let app = try Container(name: "App", modules: [AppModule(), PaymentsModule()])
    /// try app.bootstrap()                               // expectations, duplicates, cycles, replacements
    /// ```
    /// - Throws: ``ModuleError`` when a module's `register` throws, naming the module.
    public convenience init(
        name: String = "Container", parents: [Container] = [], allowsOverrides: Bool = true, modules: [any Module]
    ) throws {
        self.init(name: name, parents: parents, allowsOverrides: allowsOverrides)
        try assemble(modules)
    }

    /// Runs each module's registrations, recording which registration came from which module.
    ///
    /// - Parameter around: runs each module's `register` with the container it registers into (this one, or the
    ///   throwaway one a replaced module's keys are listed in): a front-end binds its own API to it there (DIWrappers'
    ///   `Resolver.shared`).
    package func assemble(
        _ modules: [any Module],
        around: (Container, () throws -> Void) throws -> Void = { _, register in try register() }
    ) throws {
        for member in ModuleAssembly(modules).members {
            var record = member.record
            if record.isReplaced {
                record.replacedKeys = keys(member.module, around: around)
            } else {
                state.withLock { $0.lifecycle.assemblingModule = record.name }
                defer { state.withLock { $0.lifecycle.assemblingModule = nil } }
                do {
                    try around(self) { try member.module.register(in: self) }
                } catch {
                    throw ModuleError(Diagnostic(
                        .error, .moduleRegistrationFailed,
                        "module '\(record.name)' could not register its services in container '\(name)': \(error)",
                        suggestions: [.init("make its 'register(in:)' succeed; nothing it registered before the error was removed")]))
                }
            }
            state.withLock { $0.lifecycle.modules.append(record) }
            registered()
        }
    }

    /// The keys a replaced module would register, read from a declaration container nobody resolves from; in the
    /// order the graph lists registrations (by where they were made), not the table's, so an `incompleteReplacement`
    /// listing several keys reads the same every run.
    private func keys(
        _ module: any Module, around: (Container, () throws -> Void) throws -> Void
    ) -> [(type: Any.Type, key: RuntimeKey)] {
        let scratch = Container(
            name: name, parents: [], allowsOverrides: true, bindingAdvice: bindingAdvice, role: .scopeDeclaration)
        try? around(scratch) { try module.register(in: scratch) }
        return scratch.state.withLock { state in
            state.distinctEntries.flatMap { [($0.configuration.keyType, $0.key)] + $0.configuration.forwards }
        }
    }
}

extension ContainerState {
    /// Whether `first` and `second` were registered by two different modules.
    func areFromTwoModules(_ first: Entry, _ second: Entry) -> Bool {
        guard !lifecycle.moduleOfEntry.isEmpty,
              let one = lifecycle.moduleOfEntry[ObjectIdentifier(first)],
              let other = lifecycle.moduleOfEntry[ObjectIdentifier(second)]
        else { return false }
        return one != other
    }

    /// Records the module being assembled as `entry`'s; a modifier's replacement keeps its predecessor's.
    mutating func recordModule(of entry: Entry, as predecessor: Entry? = nil) {
        let module = predecessor.flatMap { lifecycle.moduleOfEntry[ObjectIdentifier($0)] } ?? lifecycle.assemblingModule
        if let module { lifecycle.moduleOfEntry[ObjectIdentifier(entry)] = module }
    }
}
