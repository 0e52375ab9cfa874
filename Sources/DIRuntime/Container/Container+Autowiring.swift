public import DIGraph
import DISync

// The fixed-arity `register` overloads that call `autowire` are generated: Container+ArityOverloads.swift.
extension Container {
    /// Registers an auto-wired initializer: `make` calls it (capturing nothing else: in concrete code, where the
    /// initializer is a known function, `make` then captures nothing at all), and `parameterSlots` describes the
    /// parameters to the graph (see ``InitializerEntry``): with the entry, the registration's two allocations.
    ///
    /// Not inlinable, so not specialized per service type at each registration: like `registerFactory`, it runs
    /// once per registration and costs the same generic, while each specialization cost the user's release build.
    /// The closures are taken owned: the caller hands them over instead of releasing them after the call.
    @usableFromInline
    func autowire<Service>(
        _ scope: ComponentScope, _ tag: Tag?, _ site: RegistrationSite,
        _ parameterSlots: __owned @escaping @Sendable () -> [DependencySlot], specialParameters: UInt8 = 0,
        isolation: EntryIsolation = .nonisolated, make: __owned @escaping Entry.ErasedFactory
    ) -> Registration<Service> {
        let entry = autowiredEntry(
            Service.self, scope, tag, site, parameterSlots, specialParameters: specialParameters, isolation: isolation,
            make: make)
        add(entry)
        return Registration(container: self, entry: entry)
    }

    /// The entry of an auto-wired initializer making `Service`, not yet added anywhere: ``autowire(_:_:_:_:specialParameters:isolation:make:)``
    /// adds it under its key, a contribution (`register(into:)`) to its collection.
    @usableFromInline
    func autowiredEntry<Service>(
        _ type: Service.Type, _ scope: ComponentScope, _ tag: Tag?, _ site: RegistrationSite,
        _ parameterSlots: __owned @escaping @Sendable () -> [DependencySlot], specialParameters: UInt8,
        isolation: EntryIsolation, make: __owned @escaping Entry.ErasedFactory
    ) -> Entry {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag), scope: scope,
            source: .initializer, dependencies: [], forwards: [], site: site, isolation: isolation)
        return InitializerEntry(
            configuration, container: self, make: make, parameterSlots: parameterSlots,
            specialParameters: specialParameters)
    }
}

extension Entry {
    /// The parameter at `position` of the auto-wired initializer this entry makes, looked up under the tag the
    /// graph is resolved with, falling back to the untagged registration (Dip's rule): in an untagged graph, the key
    /// is the type alone. `bound` is the entry a plan bound it to, if any (``ParameterBindings``); without one, the
    /// plan is probed, out of line, and anything but a planned untagged service takes the slow path. Each `make`
    /// inlines this once per parameter, specialized for its type, so a class takes one call that is neither
    /// generic nor inlined (``autowiredObject(_:_:_:_:)``), slow path included: its tests, frame and make inlined
    /// here cost a release build of auto-wired registrations far more than the call costs a resolve, and a branch
    /// to a slow path left here is a block more in every `make` for the user's optimizer to go through. The
    /// object comes back as `AnyObject`, owned, and once specialized the cast to `Dependency` is a reference cast
    /// that hands it on: no retain or release at the call site (a raw pointer taken back with
    /// `takeRetainedValue()` left a pair that only LLVM removed, and with it, in a file of nothing but
    /// registrations, the module's last use of `swift_retain`, which made LLVM build its call graph twice). Any
    /// other type keeps the inlined path. A method of the entry, not of its container, so `make` needs no
    /// container unless the slow path does.
    ///
    /// Nothing about the parameter is captured by `make`: a capture computed at registration (the parameter's
    /// identity, say) gives `make` a context, a second allocation per registration and a load per resolve, and in
    /// concrete code keeps the compiler from calling the initializer directly. What an unbound parameter needs is
    /// taken where it is needed: its identity from its type, and whether it is `Lazy`, `Provider` or optional from
    /// the entry, which registration told (``Entry/specialParameters``).
    @inlinable @inline(__always)
    final func autowired<Dependency>(
        _ type: Dependency.Type, _ bound: Unmanaged<Entry>?, _ position: Int,
        _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Dependency {
        if Entry.isObject(Dependency.self) {
            return unsafeBitCast(try autowiredObject(Dependency.self, bound, position, root), to: Dependency.self)
        }
        if root.pointee.tag == nil, let found = bound ?? plannedParameterEntry(Dependency.self, position) {
            return try found.resolveParameter(Dependency.self, root: root)
        }
        return try autowiredSlowly(Dependency.self, position, root)
    }

    /// The class instance of an auto-wired parameter, owned: ``boundObject(_:_:_:_:)``, or else
    /// ``autowiredSlowly(_:_:_:)`` run generically for the parameter's type (`type`, opened).
    @usableFromInline
    final func autowiredObject(
        _ type: Any.Type, _ bound: Unmanaged<Entry>?, _ position: Int, _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> AnyObject {
        if let object = try boundObject(type, bound, position, root) {
            return Unmanaged<AnyObject>.fromOpaque(object).takeRetainedValue()
        }
        return try autowiredObjectSlowly(type, position, root)
    }

    /// The class instance of an auto-wired parameter, retained, when its entry is bound (`bound`, read once per
    /// `make`, before any parameter is made) or planned and the graph untagged; else `nil`. A proven entry (see
    /// `Unmanaged<Entry>.resolveParameter(_:root:)`) is made with no cycle or kept check.
    @inline(__always)
    final func boundObject(
        _ type: Any.Type, _ bound: Unmanaged<Entry>?, _ position: Int, _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> UnsafeMutableRawPointer? {
        guard root.pointee.tag == nil, let found = bound ?? plannedParameterEntry(type, position) else { return nil }
        if found._withUnsafeGuaranteedRef({ $0.stateByte.loadRelaxed() == 0 }) {
            return try found.makeProvenObject(root: root)
        }
        let kept = found.keptCell
        if kept.isSet { return Entry.retainedObject(in: kept) }
        return try found.makeNestedObject(root: root)
    }

    /// ``autowiredSlowly(_:_:_:)`` for a parameter ``Entry/isObject(_:)`` says is a class.
    final func autowiredObjectSlowly<Dependency>(
        _ type: Dependency.Type, _ position: Int, _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> AnyObject {
        unsafeBitCast(try autowiredSlowly(Dependency.self, position, root), to: AnyObject.self)
    }

    /// The class instance `kept` holds, retained for the caller.
    @inline(__always)
    static func retainedObject(in kept: UnsafeOnceCell) -> UnsafeMutableRawPointer {
        let reference = kept.value(UnsafeMutableRawPointer.self).pointee
        _ = Unmanaged<AnyObject>.fromOpaque(reference).retain()
        return reference
    }

    /// ``Container/plannedParameterEntry(_:_:of:)`` in this entry's container.
    @usableFromInline
    final func plannedParameterEntry(_ type: Any.Type, _ position: Int) -> Unmanaged<Entry>? {
        unmanagedContainer._withUnsafeGuaranteedRef { $0.plannedParameterEntry(type, position, of: self) }
    }

    /// ``Container/autowiredSlowly(_:_:of:_:)`` in this entry's container; not specialized either.
    @usableFromInline
    final func autowiredSlowly<Dependency>(
        _ type: Dependency.Type, _ position: Int, _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Dependency {
        try unmanagedContainer._withUnsafeGuaranteedRef {
            try $0.autowiredSlowly(Dependency.self, position, of: self, root)
        }
    }
}
