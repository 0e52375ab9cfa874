public import DIGraph

/// Auto-wiring for initializers of up to six parameters without parameter packs, so the compiler specializes
/// the whole resolve for the concrete types (it does not specialize pack expansions); any other arity takes the
/// parameter-pack overload in `Container+Registration.swift`. Documented there.
///
/// Each is always inlined: its body only builds the `make` closure and hands it to ``autowire(_:_:_:_:isolation:make:)``,
/// and built at the call site, the closure is called without the forwarding thunk a specialized copy of the
/// function put in front of it (16 instructions fewer per resolve of the benchmark's `A`).
extension Container {
    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service>(
        _ initializer: @escaping @Sendable () throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        return autowire(scope, tag, site, { [] }) { _, _, _, output in
            output.initializeMemory(as: Service.self, to: try initializer())
        }
    }

    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service, First>(
        _ initializer: @escaping @Sendable (consuming First) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let special = DependencySlot.specialBit(of: First.self, at: 0)
        return autowire(scope, tag, site, { [.autowired(First.self)] }, specialParameters: special) { entry, _, root, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                let bound = entry.boundParameters
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, bound[0], 0, of: entry, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service, First, Second>(
        _ initializer: @escaping @Sendable (consuming First, consuming Second) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let special = DependencySlot.specialBit(of: First.self, at: 0) | DependencySlot.specialBit(of: Second.self, at: 1)
        return autowire(scope, tag, site, { [.autowired(First.self), .autowired(Second.self)] }, specialParameters: special) { entry, _, root, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                let bound = entry.boundParameters
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, bound[0], 0, of: entry, root), container.autowired(Second.self, bound[1], 1, of: entry, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service, First, Second, Third>(
        _ initializer: @escaping @Sendable (consuming First, consuming Second, consuming Third) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let special = DependencySlot.specialBit(of: First.self, at: 0) | DependencySlot.specialBit(of: Second.self, at: 1) | DependencySlot.specialBit(of: Third.self, at: 2)
        return autowire(scope, tag, site, { [.autowired(First.self), .autowired(Second.self), .autowired(Third.self)] }, specialParameters: special) { entry, _, root, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                let bound = entry.boundParameters
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, bound[0], 0, of: entry, root), container.autowired(Second.self, bound[1], 1, of: entry, root), container.autowired(Third.self, bound[2], 2, of: entry, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service, First, Second, Third, Fourth>(
        _ initializer: @escaping @Sendable (consuming First, consuming Second, consuming Third, consuming Fourth) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let special = DependencySlot.specialBit(of: First.self, at: 0) | DependencySlot.specialBit(of: Second.self, at: 1) | DependencySlot.specialBit(of: Third.self, at: 2) | DependencySlot.specialBit(of: Fourth.self, at: 3)
        return autowire(scope, tag, site, { [.autowired(First.self), .autowired(Second.self), .autowired(Third.self), .autowired(Fourth.self)] }, specialParameters: special) { entry, _, root, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                let bound = entry.boundParameters
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, bound[0], 0, of: entry, root), container.autowired(Second.self, bound[1], 1, of: entry, root), container.autowired(Third.self, bound[2], 2, of: entry, root), container.autowired(Fourth.self, bound[3], 3, of: entry, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth>(
        _ initializer: @escaping @Sendable (consuming First, consuming Second, consuming Third, consuming Fourth, consuming Fifth) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let special = DependencySlot.specialBit(of: First.self, at: 0) | DependencySlot.specialBit(of: Second.self, at: 1) | DependencySlot.specialBit(of: Third.self, at: 2) | DependencySlot.specialBit(of: Fourth.self, at: 3) | DependencySlot.specialBit(of: Fifth.self, at: 4)
        return autowire(scope, tag, site, { [.autowired(First.self), .autowired(Second.self), .autowired(Third.self), .autowired(Fourth.self), .autowired(Fifth.self)] }, specialParameters: special) { entry, _, root, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                let bound = entry.boundParameters
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, bound[0], 0, of: entry, root), container.autowired(Second.self, bound[1], 1, of: entry, root), container.autowired(Third.self, bound[2], 2, of: entry, root), container.autowired(Fourth.self, bound[3], 3, of: entry, root), container.autowired(Fifth.self, bound[4], 4, of: entry, root)))
            }
        }
    }

    @_disfavoredOverload
    @inlinable @inline(__always)
    @discardableResult
    public func register<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ initializer: @escaping @Sendable (consuming First, consuming Second, consuming Third, consuming Fourth, consuming Fifth, consuming Sixth) throws -> Service,
        scope: ComponentScope = .shared,
        type: Service.Type = Service.self,
        tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Registration<Service> {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let special = DependencySlot.specialBit(of: First.self, at: 0) | DependencySlot.specialBit(of: Second.self, at: 1) | DependencySlot.specialBit(of: Third.self, at: 2) | DependencySlot.specialBit(of: Fourth.self, at: 3) | DependencySlot.specialBit(of: Fifth.self, at: 4) | DependencySlot.specialBit(of: Sixth.self, at: 5)
        return autowire(scope, tag, site, { [.autowired(First.self), .autowired(Second.self), .autowired(Third.self), .autowired(Fourth.self), .autowired(Fifth.self), .autowired(Sixth.self)] }, specialParameters: special) { entry, _, root, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                let bound = entry.boundParameters
                _ = output.initializeMemory(as: Service.self, to: try initializer(container.autowired(First.self, bound[0], 0, of: entry, root), container.autowired(Second.self, bound[1], 1, of: entry, root), container.autowired(Third.self, bound[2], 2, of: entry, root), container.autowired(Fourth.self, bound[3], 3, of: entry, root), container.autowired(Fifth.self, bound[4], 4, of: entry, root), container.autowired(Sixth.self, bound[5], 5, of: entry, root)))
            }
        }
    }

    /// Registers an auto-wired initializer: `make` calls it (capturing nothing else: in concrete code, where the
    /// initializer is a known function, `make` then captures nothing at all and the entry is the registration's
    /// one allocation), and `parameterSlots` describes the parameters to the graph (see ``InitializerEntry``).
    ///
    /// Not inlinable, so not specialized per service type at each registration: like `registerFactory`, it runs
    /// once per registration and costs the same generic, while each specialization cost the user's release build.
    /// The closures are taken owned: the caller hands them over instead of releasing them after the call.
    @usableFromInline
    func autowire<Service>(
        _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite,
        _ parameterSlots: __owned @escaping @Sendable () -> [DependencySlot], specialParameters: UInt8 = 0,
        isolation: EntryIsolation = .nonisolated, make: __owned @escaping Entry.ErasedFactory
    ) -> Registration<Service> {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), scope: scope,
            source: .initializer, dependencies: [], forwards: [], site: site, isolation: isolation)
        let entry = InitializerEntry(
            configuration, container: self, make: make, parameterSlots: parameterSlots,
            specialParameters: specialParameters)
        add(entry)
        return Registration(container: self, entry: entry)
    }
}
