public import DIGraph

// The fixed-arity `register` overloads that call `autowire` are generated: Container+ArityOverloads.swift.
extension Container {
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
        _ type: Service.Type, _ scope: ComponentScope, _ tag: (any TagConvertible)?, _ site: RegistrationSite,
        _ parameterSlots: __owned @escaping @Sendable () -> [DependencySlot], specialParameters: UInt8,
        isolation: EntryIsolation, make: __owned @escaping Entry.ErasedFactory
    ) -> Entry {
        let configuration = Entry.Configuration(
            key: RuntimeKey(Service.self, tag: tag?.tag), scope: scope,
            source: .initializer, dependencies: [], forwards: [], site: site, isolation: isolation)
        return InitializerEntry(
            configuration, container: self, make: make, parameterSlots: parameterSlots,
            specialParameters: specialParameters)
    }
}
