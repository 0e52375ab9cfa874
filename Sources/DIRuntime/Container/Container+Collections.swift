import DIGraph

/// Collections of contributions (multibindings): every registration `into:` a collection type is one element
/// of it, and resolving the collection makes all of them.
///
/// ```swift
/// container.register(into: [any Plugin].self) { _ in AnalyticsPlugin() }
/// container.register(.singleton, into: [any Plugin].self) { c in AuditPlugin(log: try c.resolve()) }
/// container.register(CrashPlugin.init, into: [any Plugin].self)
/// let plugins: [any Plugin] = try container.resolve()
/// ```
/// A container's collection holds its ancestors' contributions first (the farthest first), then its own, each
/// container's in registration order; a parent never sees a child's. Each element keeps its own scope: a
/// `.singleton` contribution is made once, a `.unique` one on every resolve of the collection. The collection
/// is a dependency like any other: an auto-wired parameter, a `Lazy` or `Provider` of it, a `dependsOn:` entry.
///
/// ``validate()`` checks it with DIGraph's rules: two contributions under one dictionary key visible together are
/// a `duplicateBinding`, a collection nothing contributes to is an `emptyCollection` warning (unless
/// ``allowEmpty(_:fileID:line:column:)`` declares it may be), and each contribution's dependencies are checked as
/// any registration's.
extension Container {
    /// Contributes an element, made by `factory`, to the collection `[Element]`.
    ///
    /// ```swift
    /// container.register(into: [any Plugin].self) { _ in AnalyticsPlugin() }
    /// ```
    /// - Parameters:
    ///   - scope: how long this element lives; `.shared` by default, as for `register`.
    ///   - collection: the collection's type, `[Element].self`.
    ///   - dependencies: what the factory resolves, declared so ``validate()`` sees the edges.
    ///   - factory: makes the element.
    @inlinable
    public func register<Element>(
        _ scope: ComponentScope = .shared,
        into collection: [Element].Type,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) throws -> Element
    ) {
        contribute(.array(of: Element.self), nil, scope, dependencies, fileID, line, column, .nonisolated, factory)
    }

    /// Contributes an element made by an initializer whose parameters the container resolves (auto-wiring), to
    /// the collection `[Element]`.
    ///
    /// ```swift
    /// container.register(CrashPlugin.init, into: [any Plugin].self)    // CrashPlugin(reporter:)
    /// ```
    /// - Parameters: as ``register(_:into:dependsOn:fileID:line:column:factory:)``; the parameters' types are the
    ///   dependencies.
    @inlinable
    public func register<Element, each Dependency>(
        _ initializer: @escaping @Sendable (repeat each Dependency) throws -> Element,
        into collection: [Element].Type,
        scope: ComponentScope = .shared,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        contribute(.array(of: Element.self), nil, scope, RegistrationSite(fileID: fileID, line: line, column: column), initializer)
    }

    /// Contributes an element made on the main actor to the collection `[Element]`.
    ///
    /// ```swift
    /// container.register(on: MainActor.self, into: [any Panel].self) { _ in SettingsPanel() }
    /// ```
    /// Resolving the collection anywhere but on the main actor throws `isolationMismatch` for this element, as a
    /// resolve of any main-actor registration does; ``validate()`` reports each such edge first.
    ///
    /// - Parameters: as ``register(_:into:dependsOn:fileID:line:column:factory:)``, and
    ///   - isolation: `MainActor.self`: the factory runs on the main actor.
    @inlinable
    public func register<Element>(
        _ scope: ComponentScope = .shared,
        on isolation: MainActor.Type,
        into collection: [Element].Type,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @MainActor @Sendable (Container) throws -> Element
    ) {
        // Called only once `Entry.checkIsolation(_:)` found the resolve on the main actor: see the main-actor
        // `register`.
        let factory = unsafeBitCast(factory, to: (@Sendable (Container) throws -> Element).self)
        contribute(.array(of: Element.self), nil, scope, dependencies, fileID, line, column, .mainActor, factory)
    }

    /// Contributes an entry, made by `factory`, under `key` to the dictionary `[Key: Element]`.
    ///
    /// ```swift
    /// container.register(into: [String: any Handler].self, key: "deeplink") { _ in DeepLinkHandler() }
    /// ```
    /// The key is a `String`, an `Int`, or a `RawRepresentable` of either that declares `TagConvertible` (as a tag
    /// does), so DIGraph can name it: two contributions under one key that a container sees together are a
    /// `duplicateBinding`, reported by ``validate()`` and thrown by a resolve of the dictionary.
    ///
    /// - Parameters: as ``register(_:into:dependsOn:fileID:line:column:factory:)``, and
    ///   - key: the entry's key in the dictionary.
    @inlinable
    public func register<Key: Hashable & Sendable & TagConvertible, Element>(
        _ scope: ComponentScope = .shared,
        into collection: [Key: Element].Type,
        key: Key,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) throws -> Element
    ) {
        contribute(
            .dictionary(Key.self, Element.self), ContributedKey(key), scope, dependencies, fileID, line, column, .nonisolated,
            factory)
    }

    /// Contributes an entry made by an auto-wired initializer under `key` to the dictionary `[Key: Element]`.
    ///
    /// ```swift
    /// container.register(SettingsHandler.init, into: [String: any Handler].self, key: "settings")
    /// ```
    /// - Parameters: as ``register(_:into:key:dependsOn:fileID:line:column:factory:)``.
    @inlinable
    public func register<Key: Hashable & Sendable & TagConvertible, Element, each Dependency>(
        _ initializer: @escaping @Sendable (repeat each Dependency) throws -> Element,
        into collection: [Key: Element].Type,
        key: Key,
        scope: ComponentScope = .shared,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        contribute(
            .dictionary(Key.self, Element.self), ContributedKey(key), scope,
            RegistrationSite(fileID: fileID, line: line, column: column), initializer)
    }

    /// Contributes an entry made on the main actor under `key` to the dictionary `[Key: Element]`.
    ///
    /// - Parameters: as ``register(_:into:key:dependsOn:fileID:line:column:factory:)``, and
    ///   - isolation: `MainActor.self`: the factory runs on the main actor.
    @inlinable
    public func register<Key: Hashable & Sendable & TagConvertible, Element>(
        _ scope: ComponentScope = .shared,
        on isolation: MainActor.Type,
        into collection: [Key: Element].Type,
        key: Key,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @MainActor @Sendable (Container) throws -> Element
    ) {
        let factory = unsafeBitCast(factory, to: (@Sendable (Container) throws -> Element).self)
        contribute(
            .dictionary(Key.self, Element.self), ContributedKey(key), scope, dependencies, fileID, line, column, .mainActor,
            factory)
    }

    /// Contributes an element made by an `async` factory to the collection `[Element]`: the collection is then
    /// made only by `resolveAsync`, which awaits each element in order (a synchronous resolve of it throws
    /// `asyncDependency`, and ``validate()`` reports a synchronous requester).
    ///
    /// ```swift
    /// container.register(into: [any Plugin].self) { _ in await RemoteConfigPlugin.load() }
    /// let plugins: [any Plugin] = try await container.resolveAsync()
    /// ```
    /// - Parameters: as ``register(_:into:dependsOn:fileID:line:column:factory:)``.
    public func register<Element>(
        _ scope: ComponentScope = .shared,
        into collection: [Element].Type,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) async throws -> Element
    ) {
        let entry = asyncContributionEntry(scope, dependencies, RegistrationSite(fileID: fileID, line: line, column: column), factory)
        contribute(Contribution(entry: entry, shape: .array(of: Element.self), mapKey: nil))
    }

    /// Contributes an entry made by an `async` factory under `key` to the dictionary `[Key: Element]` (see the
    /// array form).
    public func register<Key: Hashable & Sendable & TagConvertible, Element>(
        _ scope: ComponentScope = .shared,
        into collection: [Key: Element].Type,
        key: Key,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        factory: @escaping @Sendable (Container) async throws -> Element
    ) {
        let entry = asyncContributionEntry(scope, dependencies, RegistrationSite(fileID: fileID, line: line, column: column), factory)
        contribute(Contribution(entry: entry, shape: .dictionary(Key.self, Element.self), mapKey: ContributedKey(key)))
    }

    /// Declares that the collection `[Element]` may be empty: resolving it with nothing contributed gives `[]`,
    /// and ``validate()`` does not warn (Dagger's `@Multibinds`). Without it, an empty collection is an
    /// `emptyCollection` warning, and resolving one nothing ever contributed to throws `missingBinding`.
    ///
    /// ```swift
    /// container.allowEmpty([any Plugin].self)
    /// ```
    public func allowEmpty<Element>(
        _ collection: [Element].Type, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        declareEmpty(.array(of: Element.self), RegistrationSite(fileID: fileID, line: line, column: column))
    }

    /// Declares that the dictionary `[Key: Element]` may be empty (see ``allowEmpty(_:fileID:line:column:)``).
    public func allowEmpty<Key: Hashable & Sendable & TagConvertible, Element>(
        _ collection: [Key: Element].Type, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        declareEmpty(.dictionary(Key.self, Element.self), RegistrationSite(fileID: fileID, line: line, column: column))
    }

    /// A factory's contribution: its entry, made as a factory registration's is, into the collection `shape`.
    @inlinable
    func contribute<Element>(
        _ shape: CollectionShape, _ key: ContributedKey?, _ scope: ComponentScope, _ dependencies: [DeclaredDependency]?,
        _ fileID: StaticString, _ line: UInt, _ column: UInt, _ isolation: EntryIsolation,
        _ factory: @escaping @Sendable (Container) throws -> Element
    ) {
        let entry = factoryEntry(
            Element.self, scope, nil, dependencies, fileID, line, column, isolation: isolation, make: Self.erased(factory))
        contribute(Contribution(entry: entry, shape: shape, mapKey: key))
    }

    /// An auto-wired initializer's contribution: its entry, made as the parameter-pack registration's is.
    @inlinable
    func contribute<Element, each Dependency>(
        _ shape: CollectionShape, _ key: ContributedKey?, _ scope: ComponentScope, _ site: RegistrationSite,
        _ initializer: @escaping @Sendable (repeat each Dependency) throws -> Element
    ) {
        let entry = autowiredPackEntry(VariadicFunction(initializer), scope, nil, site, isolation: .nonisolated)
        contribute(Contribution(entry: entry, shape: shape, mapKey: key))
    }

    /// Adds `contribution` to its collection, after the ones registered before it.
    @usableFromInline
    func contribute(_ contribution: Contribution) {
        defer { registered() }
        let collection = contribution.shape.collectionType
        state.withLock { state in
            checkNotFrozen(state, contribution.entry.configuration.site, "contribute to '\(collectionName(collection))'")
            withdrawProvisionalPlan(&state)
            state.append(contribution)
        }
        collectionsRegistered.store(1, ordering: .releasing)
    }

    /// Records that the collection `shape` makes may be empty.
    func declareEmpty(_ shape: CollectionShape, _ site: RegistrationSite) {
        defer { registered() }
        state.withLock { state in
            checkNotFrozen(state, site, "declare '\(collectionName(shape.collectionType))' may be empty")
            withdrawProvisionalPlan(&state)
            state.emptyCollections[ObjectIdentifier(shape.collectionType)] = (shape, site)
        }
        collectionsRegistered.store(1, ordering: .releasing)
    }

    /// The entry of an `async` contribution's factory, made as an `async` registration's is.
    private func asyncContributionEntry<Element>(
        _ scope: ComponentScope, _ dependencies: [DeclaredDependency]?, _ site: RegistrationSite,
        _ factory: @escaping @Sendable (Container) async throws -> Element
    ) -> Entry {
        let make: AsyncEntry<Element>.AsyncMake = { entry, resolution in
            let container = entry.container
            return try await AsyncResolution.$current.withValue(resolution) { try await factory(container) }
        }
        return asyncEntry(
            scope, nil, site, source: .factory, dependencies: DeclaredDependency.slots(dependencies), actor: nil, make: make)
    }

    private func collectionName(_ type: Any.Type) -> String {
        TypeDescription.serviceKey(of: type, tag: nil).description
    }
}
