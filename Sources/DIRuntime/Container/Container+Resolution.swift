public import DIGraph
public import DISync

extension Container {
    /// Resolves a service, untagged.
    ///
    /// ```swift
    /// let service: Service = try container.resolve()
    /// let production = try container.resolve(NetworkLayer.self, tag: Environment.production)
    /// ```
    /// A tagged resolve falls back to the untagged registration; an untagged resolve never uses a tagged one.
    /// Keys this container does not register are looked up in its parents, with DIGraph's visibility rule.
    ///
    /// The resolve runs where it is called: called on the main actor, it may make services registered
    /// `on: MainActor.self`; called anywhere else, resolving one that is not made yet throws `isolationMismatch`,
    /// and one registered `async` throws `asyncDependency` (use
    /// ``resolveAsync(_:tag:isolation:fileID:line:column:)``). It takes no `isolation` argument: it asks whether it
    /// runs on the main actor itself, and only when it makes such a service.
    ///
    /// - Throws: ``ResolutionError`` (`missingBinding`, `ambiguousBinding`, `dependencyCycle`,
    ///   `duplicateBinding`, `invalidType`, `isolationMismatch`, `asyncDependency`), or ``FactoryError`` wrapping
    ///   what a factory threw.
    ///
    /// `fileID`, `line` and `column` locate the call in the error (leave them to their defaults).
    @_disfavoredOverload
    @inlinable @inline(__always)
    public func resolve<Service>(
        _ type: Service.Type = Service.self,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Service {
        // No `isolation` parameter defaulting to `#isolation`: every caller would evaluate it on every resolve, a
        // made singleton's read included, where only making a main-actor service needs the answer
        // (`Entry.checkIsolation(_:)` asks then).
        do {
            return try resolveUnlocated(Service.self)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
    }

    /// ``resolve(_:fileID:line:column:)`` for a front-end that locates errors itself (a property wrapper's
    /// declaration is where its failure belongs).
    ///
    /// Written out flat, on the planned entry's reference: each generic function a call site inlines is first
    /// specialized and optimized on its own for the resolved type, so every layer here cost each type a user
    /// resolves its share of the release compile. What remains per type is this body and
    /// `Entry.resolveTopLevelOutOfLine(_:threadKey:)`, small and out of line.
    @inlinable @inline(__always)
    package func resolveUnlocated<Service>(_ type: Service.Type) throws -> Service {
        let identity = ObjectIdentifier(Service.self)
        if let entry = plannedServiceEntry(untagged: identity) { return try resolvePlanned(entry, Service.self) }
        return try resolveUnplanned(Service.self)
    }

    /// A top-level resolve of the entry the plan holds for `Service`'s own key: its kept instance, or one made
    /// now (on `executor`, the actor the caller runs on when it says).
    @inlinable @inline(__always)
    func resolvePlanned<Service>(
        _ entry: Unmanaged<Entry>, _ type: Service.Type, executor: ObjectIdentifier? = nil
    ) throws -> Service {
        let kept = entry.keptCell
        if kept.isSet { return kept.value(Service.self).pointee }
        guard let executor else {
            return try entry._withUnsafeGuaranteedRef { try $0.resolveTopLevelOutOfLine(Service.self, threadKey: threadKey) }
        }
        return try entry._withUnsafeGuaranteedRef {
            try $0.resolveTopLevel(Service.self, (), threadKey: threadKey, executor: executor)
        }
    }

    /// ``resolve(_:fileID:line:column:)`` for a key the plan's service table does not hold (before the first
    /// resolve plans it, a parent's, or a forwarded one): out of line, so the planned path's function stays small,
    /// and not specialized per service type: a lookup past the plan costs far more than running this generically,
    /// and each specialization would add to the user's release compile for every type they resolve.
    @usableFromInline
    func resolveUnplanned<Service>(_ type: Service.Type) throws -> Service {
        let key = RuntimeKey(Service.self)
        let entry = try lookedUpEntry(for: key, type: Service.self, label: nil, root: nil)
        return try resolveFoundTopLevel(entry, key)
    }

    /// Resolves a service registered under `tag`, or, when none is, the untagged registration.
    ///
    /// - Throws: as `resolve(_:fileID:line:column:)`.
    @_disfavoredOverload
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type = Service.self, tag: some TagConvertible,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Service {
        do {
            return try resolve(Service.self, tagValue: tag.tag)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
    }

    /// Resolves with an optional tag value (what `Lazy` and `Provider` keep).
    @inlinable
    func resolve<Service>(_ type: Service.Type, tagValue: Tag?, executor: ObjectIdentifier? = nil) throws -> Service {
        let key = RuntimeKey(Service.self, tag: tagValue)
        let entry = try entry(for: key, type: Service.self, root: nil)
        return try resolveFound(entry, key, root: nil, executor: executor, tag: tagValue)
    }

    /// Resolves a service registered with runtime arguments; their types and order pick the registration.
    ///
    /// ```swift
    /// let client = try container.resolve(Client.self, arguments: url, 3)
    /// ```
    /// - Throws: as `resolve(_:fileID:line:column:)`.
    @inlinable
    public func resolve<Service, First, each Rest>(
        _ type: Service.Type = Service.self, tag: (any TagConvertible)? = nil,
        arguments first: First, _ rest: repeat each Rest,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Service {
        do {
            return try resolve(Service.self, tag: tag, argumentValues: first, repeat each rest)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
    }

    @inlinable
    func resolve<Service, First, each Rest>(
        _ type: Service.Type, tag: (any TagConvertible)?, argumentValues first: First, _ rest: repeat each Rest
    ) throws -> Service {
        let keyType = ((First, repeat each Rest) -> Service).self
        let key = RuntimeKey(keyType, tag: tag?.tag)
        let entry = try entry(for: key, type: keyType, root: nil)
        let arguments = (first, repeat each rest)
        if let share = entry.taggedShare(for: key) {
            return try resolveTaggedShare(entry, share, arguments: arguments, root: nil, executor: nil, tag: key.tag)
        }
        if entry.keyIdentity == key.type, !entry.isPlainService {
            return try entry.resolveTopLevel(Service.self, arguments, threadKey: threadKey, executor: nil, tag: key.tag)
        }
        return try ThreadResolution.withRoot { root in
            try ResolutionRoot.withTag(key.tag, root) {
                try cast(entry.resolveAny(arguments: arguments, root: root), to: Service.self, entry: entry, root: root)
            }
        }
    }

    /// Resolves an optional service: `nil` when nothing visible provides `Wrapped` (nor `Wrapped?`).
    ///
    /// ```swift
    /// let analytics: Analytics? = try container.resolve()
    /// ```
    /// - Throws: as `resolve(_:)`, when the service is registered but cannot be made.
    public func resolve<Wrapped>(
        _ type: Wrapped?.Type = Wrapped?.self, tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Wrapped? {
        do {
            return try resolveOptionalUnlocated(Wrapped?.self, tag: tag?.tag)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
    }

    /// ``resolve(_:tag:fileID:line:column:)`` of an optional, for a front-end that locates errors itself.
    package func resolveOptionalUnlocated<Wrapped>(_ type: Wrapped?.Type, tag: Tag?) throws -> Wrapped? {
        try ThreadResolution.withRoot { root in
            try ResolutionRoot.withTag(tag, root) { try resolveIfRegistered(Wrapped.self, tag: tag, root: root) }
        }
    }

    /// A ``Lazy`` that resolves `Value` on first use. Fails now if nothing visible provides `Value`.
    ///
    /// - Throws: ``ResolutionError`` when `Value` is not visible.
    public func resolve<Value>(
        _ type: Lazy<Value>.Type = Lazy<Value>.self, tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Lazy<Value> {
        do {
            try checkVisible(Value.self, tag: tag?.tag, root: nil)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
        return Lazy(container: self, tag: tag?.tag)
    }

    /// A ``Provider`` that resolves `Value` on every call. Fails now if nothing visible provides `Value`.
    ///
    /// - Throws: ``ResolutionError`` when `Value` is not visible.
    public func resolve<Value>(
        _ type: Provider<Value>.Type = Provider<Value>.self, tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws -> Provider<Value> {
        do {
            try checkVisible(Value.self, tag: tag?.tag, root: nil)
        } catch {
            throw ResolutionError.located(error, fileID: fileID, line: line, column: column)
        }
        return Provider(container: self, tag: tag?.tag)
    }

    // MARK: Internals

    /// The service from an entry found for `key`: a direct typed call when the entry is the service's own, else the
    /// type-erased path with a checked cast (forwarded keys, and a `shared` one's ``TaggedShare``).
    ///
    /// - Parameters:
    ///   - root: the resolve this is a step of (an auto-wired parameter, which keeps the graph's tag), or `nil`
    ///     for a `resolve` call, which makes its graph under `tag`.
    @inlinable
    func resolveFound<Service>(
        _ entry: Entry, _ key: RuntimeKey, root: UnsafeMutablePointer<ResolutionRoot>?,
        executor: ObjectIdentifier? = nil, tag: Tag? = nil
    ) throws -> Service {
        if let share = entry.taggedShare(for: key) {
            return try resolveTaggedShare(entry, share, arguments: (), root: root, executor: executor, tag: tag)
        }
        if entry.isPlainService && entry.keyIdentity == key.type {
            if let root { return try entry.resolveNested(Service.self, (), root: root) }
            if executor == nil && tag == nil { return try entry.resolveTopLevel(Service.self, threadKey: threadKey) }
            return try entry.resolveTopLevel(Service.self, (), threadKey: threadKey, executor: executor, tag: tag)
        }
        return try resolveForwarded(entry, root: root, executor: executor, tag: tag)
    }

    /// ``resolveFound(_:_:root:executor:tag:)`` for a `resolve()` without tag or actor. Its own function, as is
    /// ``resolveFoundNested(_:_:root:)``, because the optimizer specializes every generic call a body makes before it
    /// finds the branches its arguments rule out: the general function's dead branches still cost each resolved
    /// type their specializations' compile time.
    @inlinable @inline(__always)
    func resolveFoundTopLevel<Service>(_ entry: Entry, _ key: RuntimeKey) throws -> Service {
        if let share = entry.taggedShare(for: key) {
            return try resolveTaggedShare(entry, share, arguments: (), root: nil, executor: nil, tag: nil)
        }
        if entry.isPlainService && entry.keyIdentity == key.type {
            return try entry.resolveTopLevel(Service.self, threadKey: threadKey)
        }
        return try resolveForwarded(entry, root: nil, executor: nil, tag: nil)
    }

    /// ``resolveFound(_:_:root:executor:tag:)`` inside a resolve under way (an auto-wired parameter).
    @inlinable @inline(__always)
    func resolveFoundNested<Service>(
        _ entry: Entry, _ key: RuntimeKey, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        if let share = entry.taggedShare(for: key) {
            return try resolveTaggedShare(entry, share, arguments: (), root: root, executor: nil, tag: nil)
        }
        if entry.isPlainService && entry.keyIdentity == key.type { return try entry.resolveNested(Service.self, root: root) }
        return try resolveForwarded(entry, root: root, executor: nil, tag: nil)
    }

    /// The type-erased half of ``resolveFound(_:_:root:executor:tag:)``, out of line and not specialized: a
    /// forwarded key is cast from `Any` anyway, and a copy of this for every type a user resolves cost compile time.
    @usableFromInline
    func resolveForwarded<Service>(
        _ entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>?, executor: ObjectIdentifier?, tag: Tag?
    ) throws -> Service {
        if let root {
            return try cast(entry.resolveAny(arguments: (), root: root), to: Service.self, entry: entry, root: root)
        }
        return try ThreadResolution.withRoot(executor: executor) { root in
            try ResolutionRoot.withTag(tag, root) {
                try cast(entry.resolveAny(arguments: (), root: root), to: Service.self, entry: entry, root: root)
            }
        }
    }

    /// The graph's instance of `entry` for `share` (``TaggedShare``), as `Service`; out of line and not
    /// specialized, as ``resolveForwarded(_:root:executor:tag:)``.
    @usableFromInline
    func resolveTaggedShare<Service>(
        _ entry: Entry, _ share: TaggedShare, arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>?,
        executor: ObjectIdentifier?, tag: Tag?
    ) throws -> Service {
        if let root {
            return try cast(entry.resolveTaggedShare(share, arguments: arguments, root: root), to: Service.self, entry: entry, root: root)
        }
        return try ThreadResolution.withRoot(executor: executor) { root in
            try ResolutionRoot.withTag(tag, root) {
                try cast(entry.resolveTaggedShare(share, arguments: arguments, root: root), to: Service.self, entry: entry, root: root)
            }
        }
    }

    /// One parameter of an auto-wired initializer, for the parameter-pack overload: `bound` holds the
    /// parameters' bindings (`nil` when there are none: an unbound entry's are ``ParameterBindings/none``, too
    /// short to index), `position` the index of this one, advanced.
    @inlinable
    func autowired<Dependency>(
        _ type: Dependency.Type, _ position: inout Int, _ bound: UnsafePointer<Unmanaged<Entry>?>?,
        of entry: Entry, _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Dependency {
        position += 1
        return try autowired(Dependency.self, bound?[position - 1], position - 1, of: entry, root)
    }

    /// ``Entry/autowired(_:_:_:_:)`` of `entry`, for the parameter-pack overload.
    @inlinable @inline(__always)
    func autowired<Dependency>(
        _ type: Dependency.Type, _ bound: Unmanaged<Entry>?, _ position: Int, of entry: Entry,
        _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Dependency {
        try entry.autowired(Dependency.self, bound, position, root)
    }

    /// The plan's entry for an auto-wired parameter no plan bound (see ``Entry/autowired(_:_:_:_:)``), or `nil`: for
    /// a `Lazy`, `Provider` or optional parameter, which is filled another way, and for a key the plan does not
    /// hold. It finds one when the resolving entry's bindings were withdrawn while the plan it was bound in is
    /// still published (a `remove` or `reset` racing the resolve). Out of line, so each auto-wired parameter's code
    /// holds no probe loop for the optimizer to work through in the user's build.
    @usableFromInline
    func plannedParameterEntry(_ type: Any.Type, _ position: Int, of entry: Entry) -> Unmanaged<Entry>? {
        if entry.isSpecialParameter(position, type) { return nil }
        return plannedServiceEntry(untagged: ObjectIdentifier(type))
    }

    /// ``autowired(_:_:_:of:_:)`` for a key no plan holds, in a tagged graph, or for a `Lazy`, `Provider` or
    /// optional parameter. Not specialized per parameter type, as `resolveUnplanned`.
    @usableFromInline
    func autowiredSlowly<Dependency>(
        _ type: Dependency.Type, _ position: Int, of entry: Entry, _ root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Dependency {
        if !entry.isSpecialParameter(position, Dependency.self) {
            let key = RuntimeKey(Dependency.self, tag: root.pointee.tag)
            let entry = try lookedUpEntry(for: key, type: Dependency.self, label: nil, root: root)
            return try resolveFoundNested(entry, key, root: root)
        }
        let special = Dependency.self as! any AutowiredDependency.Type
        return try special.make(from: self, root: root) as! Dependency
    }

    /// `nil` when nothing visible provides the key (nor its optional form); throws any other failure.
    func resolveIfRegistered<Wrapped>(
        _ type: Wrapped.Type, tag: Tag?, root: UnsafeMutablePointer<ResolutionRoot>?
    ) throws -> Wrapped? {
        let optionalKey = RuntimeKey(Wrapped?.self, tag: tag)
        if case .found(let entry) = lookup(optionalKey, type: Wrapped?.self) {
            return try resolveFound(entry, optionalKey, root: root) as Wrapped?
        }
        return try resolveIfVisible(Wrapped.self, key: RuntimeKey(Wrapped.self, tag: tag), root: root)
    }

    /// Throws the lookup's error when nothing visible provides `type`.
    func checkVisible(_ type: Any.Type, tag: Tag?, root: UnsafeMutablePointer<ResolutionRoot>?) throws {
        _ = try entry(for: RuntimeKey(type, tag: tag), type: type, root: root)
    }

    @usableFromInline
    func cast<Service>(
        _ instance: Any, to type: Service.Type, entry: Entry, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        guard let service = instance as? Service else {
            throw ResolutionError.typeMismatch(instance, forwardedTo: Service.self, entry: entry, root: root)
        }
        return service
    }
}
