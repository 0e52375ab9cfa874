package import DIGraph

extension Container {
    /// The binding this container itself registers under exactly `type` and `tag`, as its graph shows it; `nil`
    /// when it registers none (a parent's registration, or the untagged one a tagged lookup falls back to, do
    /// not count).
    ///
    /// For front-ends that refuse a second registration of a key themselves (DIWrappers' `allowOverride`): the
    /// container already knows each registration's site, so they keep no table of their own.
    ///
    /// ```swift
    /// if let first = container.registeredBinding(of: Bread.self, tag: nil) { print(first.location!) }
    /// ```
    /// - Parameters:
    ///   - type: the registered type.
    ///   - tag: the registration's tag; `nil` for the untagged registration.
    /// - Returns: the binding (key, container, source, lifetime, declared dependencies, `register` location). A
    ///   key another registration provides through `implements` is an alias binding to that registration.
    package func registeredBinding(of type: Any.Type, tag: Tag?) -> Binding? {
        let key = RuntimeKey(type, tag: tag)
        guard let entry = state.withLock({ $0[key] }) else { return nil }
        let configuration = entry.configuration
        // Named as a graph snapshot names them, so two types that print alike stay apart here too.
        let naming = TypeNaming([type, configuration.keyType] + entry.dependencySlots.map(\.type))
        return configuration.key == key
            ? naming.binding(of: entry, in: name)
            : naming.forwardBinding(of: entry, as: type, tag: tag, in: name)
    }
}

extension Container {
    /// Whether the service a resolve from this container finds for `type` and `tag` is made with `await`; `nil`
    /// when none is visible.
    ///
    /// For front-ends whose advice depends on it: awaiting the service a wrapper asks for works only when that
    /// service itself is the async one, not when an async service sits further down its graph.
    ///
    /// - Parameters:
    ///   - type: the requested type.
    ///   - tag: the requested tag; `nil` for the untagged key.
    ///   - exactTag: whether a tagged lookup must find that tag itself, without the fallback to the untagged
    ///     registration (DIWrappers' exact keys).
    /// - Returns: `true` for a registration with an async factory or initializer.
    package func isMadeAsynchronously(_ type: Any.Type, tag: Tag?, exactTag: Bool = false) -> Bool? {
        let key = RuntimeKey(type, tag: tag)
        guard case .found(let entry) = lookup(key, type: type), !(exactTag && tag != nil && !entry.provides(key))
        else { return nil }
        return entry.configuration.isAsync
    }
}
