public import DIGraph

/// Auto-wiring for initializers of up to six parameters without parameter packs, so the compiler specializes
/// the whole resolve for the concrete types (it does not specialize pack expansions); any other arity takes the
/// parameter-pack overload in `Container+Registration.swift`. Documented there.
extension Container {
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service>(
        _ initializer: @escaping @Sendable () throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<Service, @Sendable () throws -> Service>
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, initializer) { entry, _, _, output in
            output.initializeMemory(as: Service.self, to: try Entry.of(entry).context())
        }
    }

    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, First>(
        _ initializer: @escaping @Sendable (First) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First) throws -> Service, ObjectIdentifier?), First
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, (initializer, DependencySlot.directIdentity(of: First.self)), parameters: First.self) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, First, Second>(
        _ initializer: @escaping @Sendable (First, Second) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second) throws -> Service, ObjectIdentifier?, ObjectIdentifier?), First, Second
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, (initializer, DependencySlot.directIdentity(of: First.self), DependencySlot.directIdentity(of: Second.self)), parameters: First.self, Second.self) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, root), container.autowired(Second.self, direct: entry.context.2, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, First, Second, Third>(
        _ initializer: @escaping @Sendable (First, Second, Third) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?), First, Second, Third
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, (initializer, DependencySlot.directIdentity(of: First.self), DependencySlot.directIdentity(of: Second.self), DependencySlot.directIdentity(of: Third.self)), parameters: First.self, Second.self, Third.self) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, root), container.autowired(Second.self, direct: entry.context.2, root), container.autowired(Third.self, direct: entry.context.3, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, First, Second, Third, Fourth>(
        _ initializer: @escaping @Sendable (First, Second, Third, Fourth) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third, Fourth) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?), First, Second, Third, Fourth
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, (initializer, DependencySlot.directIdentity(of: First.self), DependencySlot.directIdentity(of: Second.self), DependencySlot.directIdentity(of: Third.self), DependencySlot.directIdentity(of: Fourth.self)), parameters: First.self, Second.self, Third.self, Fourth.self) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, root), container.autowired(Second.self, direct: entry.context.2, root), container.autowired(Third.self, direct: entry.context.3, root), container.autowired(Fourth.self, direct: entry.context.4, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth>(
        _ initializer: @escaping @Sendable (First, Second, Third, Fourth, Fifth) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third, Fourth, Fifth) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?), First, Second, Third, Fourth, Fifth
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, (initializer, DependencySlot.directIdentity(of: First.self), DependencySlot.directIdentity(of: Second.self), DependencySlot.directIdentity(of: Third.self), DependencySlot.directIdentity(of: Fourth.self), DependencySlot.directIdentity(of: Fifth.self)), parameters: First.self, Second.self, Third.self, Fourth.self, Fifth.self) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, root), container.autowired(Second.self, direct: entry.context.2, root), container.autowired(Third.self, direct: entry.context.3, root), container.autowired(Fourth.self, direct: entry.context.4, root), container.autowired(Fifth.self, direct: entry.context.5, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ initializer: @escaping @Sendable (First, Second, Third, Fourth, Fifth, Sixth) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third, Fourth, Fifth, Sixth) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?), First, Second, Third, Fourth, Fifth, Sixth
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, (initializer, DependencySlot.directIdentity(of: First.self), DependencySlot.directIdentity(of: Second.self), DependencySlot.directIdentity(of: Third.self), DependencySlot.directIdentity(of: Fourth.self), DependencySlot.directIdentity(of: Fifth.self), DependencySlot.directIdentity(of: Sixth.self)), parameters: First.self, Second.self, Third.self, Fourth.self, Fifth.self, Sixth.self) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, root), container.autowired(Second.self, direct: entry.context.2, root), container.autowired(Third.self, direct: entry.context.3, root), container.autowired(Fourth.self, direct: entry.context.4, root), container.autowired(Fifth.self, direct: entry.context.5, root), container.autowired(Sixth.self, direct: entry.context.6, root)))
            }
        }
    }

    /// Registers an auto-wired initializer with parameters `Parameter…`; `context` is the initializer with
    /// the parameters' identities, kept in the entry (see ``InitializerEntry``), which also describes the
    /// parameters to the graph.
    @inlinable
    func autowire<Service, Context, each Parameter>(
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite, _ context: Context,
        parameters: repeat (each Parameter).Type, isolation: EntryIsolation = .nonisolated,
        make: @escaping Entry.ErasedFactory
    ) -> Registration<Service> {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), keyType: Service.self, scope: scope,
            source: .initializer, dependencies: [], forwards: [], site: site, isolation: isolation)
        let entry = InitializerEntry<Service, Context, repeat each Parameter>(
            configuration, container: self, context: context, make: make)
        add(entry)
        return Registration(container: self, entry: entry)
    }
}
