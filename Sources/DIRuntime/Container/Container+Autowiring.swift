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
        let slots: [DependencySlot] = []
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { _, _, _, output in
            output.initializeMemory(as: Service.self, to: try initializer())
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
        let direct0 = slots[0].directIdentity
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { container, _, root, output in
            try container._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, direct: direct0, slots, 0, root)))
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
        let direct0 = slots[0].directIdentity
        let direct1 = slots[1].directIdentity
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { container, _, root, output in
            try container._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, direct: direct0, slots, 0, root), container.autowired(Second.self, direct: direct1, slots, 1, root)))
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
        let direct0 = slots[0].directIdentity
        let direct1 = slots[1].directIdentity
        let direct2 = slots[2].directIdentity
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { container, _, root, output in
            try container._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, direct: direct0, slots, 0, root), container.autowired(Second.self, direct: direct1, slots, 1, root), container.autowired(Third.self, direct: direct2, slots, 2, root)))
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
        let direct0 = slots[0].directIdentity
        let direct1 = slots[1].directIdentity
        let direct2 = slots[2].directIdentity
        let direct3 = slots[3].directIdentity
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { container, _, root, output in
            try container._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, direct: direct0, slots, 0, root), container.autowired(Second.self, direct: direct1, slots, 1, root), container.autowired(Third.self, direct: direct2, slots, 2, root), container.autowired(Fourth.self, direct: direct3, slots, 3, root)))
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
        let direct0 = slots[0].directIdentity
        let direct1 = slots[1].directIdentity
        let direct2 = slots[2].directIdentity
        let direct3 = slots[3].directIdentity
        let direct4 = slots[4].directIdentity
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { container, _, root, output in
            try container._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, direct: direct0, slots, 0, root), container.autowired(Second.self, direct: direct1, slots, 1, root), container.autowired(Third.self, direct: direct2, slots, 2, root), container.autowired(Fourth.self, direct: direct3, slots, 3, root), container.autowired(Fifth.self, direct: direct4, slots, 4, root)))
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
        let direct0 = slots[0].directIdentity
        let direct1 = slots[1].directIdentity
        let direct2 = slots[2].directIdentity
        let direct3 = slots[3].directIdentity
        let direct4 = slots[4].directIdentity
        let direct5 = slots[5].directIdentity
        return autowire(slots, scope, tag, RegistrationSite(fileID: fileID, line: line, column: column)) { container, _, root, output in
            try container._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, direct: direct0, slots, 0, root), container.autowired(Second.self, direct: direct1, slots, 1, root), container.autowired(Third.self, direct: direct2, slots, 2, root), container.autowired(Fourth.self, direct: direct3, slots, 3, root), container.autowired(Fifth.self, direct: direct4, slots, 4, root), container.autowired(Sixth.self, direct: direct5, slots, 5, root)))
            }
        }
    }

    /// Registers an auto-wired initializer whose parameters are described by `slots`.
    @inlinable
    func autowire<Service>(
        _ slots: [DependencySlot], _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite,
        _ make: @escaping Entry.ErasedFactory
    ) -> Registration<Service> {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), keyType: Service.self, scope: scope,
            source: .initializer, dependencies: slots, forwards: [], site: site)
        let entry = TypedEntry<Service, Void>(configuration, container: self, make: make)
        add(entry)
        return Registration(container: self, entry: entry)
    }
}
