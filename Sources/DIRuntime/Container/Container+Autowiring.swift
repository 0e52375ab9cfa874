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
        return autowire([], scope, tag, site, initializer) { entry, _, _, output in
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
        let slots: [DependencySlot] = [DependencySlot.autowired(First.self)]
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First) throws -> Service, ObjectIdentifier?)
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(slots, scope, tag, site, (initializer, slots[0].directIdentity)) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, entry.configuration.dependencies, 0, root)))
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
        let slots: [DependencySlot] = [DependencySlot.autowired(First.self), DependencySlot.autowired(Second.self)]
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second) throws -> Service, ObjectIdentifier?, ObjectIdentifier?)
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(slots, scope, tag, site, (initializer, slots[0].directIdentity, slots[1].directIdentity)) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, entry.configuration.dependencies, 0, root), container.autowired(Second.self, direct: entry.context.2, entry.configuration.dependencies, 1, root)))
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
        let slots: [DependencySlot] = [DependencySlot.autowired(First.self), DependencySlot.autowired(Second.self), DependencySlot.autowired(Third.self)]
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(slots, scope, tag, site, (initializer, slots[0].directIdentity, slots[1].directIdentity, slots[2].directIdentity)) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, entry.configuration.dependencies, 0, root), container.autowired(Second.self, direct: entry.context.2, entry.configuration.dependencies, 1, root), container.autowired(Third.self, direct: entry.context.3, entry.configuration.dependencies, 2, root)))
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
        let slots: [DependencySlot] = [DependencySlot.autowired(First.self), DependencySlot.autowired(Second.self), DependencySlot.autowired(Third.self), DependencySlot.autowired(Fourth.self)]
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third, Fourth) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(slots, scope, tag, site, (initializer, slots[0].directIdentity, slots[1].directIdentity, slots[2].directIdentity, slots[3].directIdentity)) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, entry.configuration.dependencies, 0, root), container.autowired(Second.self, direct: entry.context.2, entry.configuration.dependencies, 1, root), container.autowired(Third.self, direct: entry.context.3, entry.configuration.dependencies, 2, root), container.autowired(Fourth.self, direct: entry.context.4, entry.configuration.dependencies, 3, root)))
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
        let slots: [DependencySlot] = [DependencySlot.autowired(First.self), DependencySlot.autowired(Second.self), DependencySlot.autowired(Third.self), DependencySlot.autowired(Fourth.self), DependencySlot.autowired(Fifth.self)]
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third, Fourth, Fifth) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(slots, scope, tag, site, (initializer, slots[0].directIdentity, slots[1].directIdentity, slots[2].directIdentity, slots[3].directIdentity, slots[4].directIdentity)) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, entry.configuration.dependencies, 0, root), container.autowired(Second.self, direct: entry.context.2, entry.configuration.dependencies, 1, root), container.autowired(Third.self, direct: entry.context.3, entry.configuration.dependencies, 2, root), container.autowired(Fourth.self, direct: entry.context.4, entry.configuration.dependencies, 3, root), container.autowired(Fifth.self, direct: entry.context.5, entry.configuration.dependencies, 4, root)))
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
        let slots: [DependencySlot] = [DependencySlot.autowired(First.self), DependencySlot.autowired(Second.self), DependencySlot.autowired(Third.self), DependencySlot.autowired(Fourth.self), DependencySlot.autowired(Fifth.self), DependencySlot.autowired(Sixth.self)]
        typealias Entry = InitializerEntry<
            Service, (@Sendable (First, Second, Third, Fourth, Fifth, Sixth) throws -> Service, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?)
        >
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(slots, scope, tag, site, (initializer, slots[0].directIdentity, slots[1].directIdentity, slots[2].directIdentity, slots[3].directIdentity, slots[4].directIdentity, slots[5].directIdentity)) { entry, _, root, output in
            let entry = Entry.of(entry)
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try entry.context.0(container.autowired(First.self, direct: entry.context.1, entry.configuration.dependencies, 0, root), container.autowired(Second.self, direct: entry.context.2, entry.configuration.dependencies, 1, root), container.autowired(Third.self, direct: entry.context.3, entry.configuration.dependencies, 2, root), container.autowired(Fourth.self, direct: entry.context.4, entry.configuration.dependencies, 3, root), container.autowired(Fifth.self, direct: entry.context.5, entry.configuration.dependencies, 4, root), container.autowired(Sixth.self, direct: entry.context.6, entry.configuration.dependencies, 5, root)))
            }
        }
    }

    /// Registers an auto-wired initializer whose parameters are described by `slots`; `context` is the
    /// initializer with what `make` needs of the slots, kept in the entry (see ``InitializerEntry``).
    @inlinable
    func autowire<Service, Context>(
        _ slots: [DependencySlot], _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite,
        _ context: Context, _ make: @escaping Entry.ErasedFactory
    ) -> Registration<Service> {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), keyType: Service.self, scope: scope,
            source: .initializer, dependencies: slots, forwards: [], site: site)
        let entry = InitializerEntry<Service, Context>(configuration, container: self, context: context, make: make)
        add(entry)
        return Registration(container: self, entry: entry)
    }
}
