extension Container {
    /// Resolves `type` under `tag` as ``resolve(_:fileID:line:column:)`` and ``resolve(_:tag:fileID:line:column:)`` do, but returns `nil` instead of
    /// throwing `missingBinding` when nothing visible provides the key itself, without building that diagnostic.
    ///
    /// For front-ends that treat a missing key as "not yet" rather than as an error (DIWrappers' `@Inject` made
    /// before registration resolves on its first read instead): the diagnostic, with its graph snapshot and
    /// near-miss search, would be thrown away. A `missingBinding` deeper in the graph (a factory's own resolve)
    /// is still thrown, with its diagnostic.
    ///
    /// ```swift
    /// guard let bread = try container.resolveIfVisible(Bread.self, tag: nil) else { return .later }
    /// ```
    /// - Parameters:
    ///   - type: the registered type.
    ///   - tag: the registration's tag, falling back to the untagged one; `nil` for the untagged registration.
    ///   - exactTag: whether a tagged lookup must find that tag itself, without the fallback (DIWrappers' keys
    ///     are exact, as Trifork's are): the untagged registration then counts as not visible.
    /// - Returns: the service, or `nil` when the key is not visible from this container.
    /// - Throws: as ``resolve(_:fileID:line:column:)``, except `missingBinding` for the key itself.
    @inlinable @inline(__always)
    package func resolveIfVisible<Service>(
        _ type: Service.Type, tag: Tag?, exactTag: Bool = false, executor: ObjectIdentifier? = nil
    ) throws -> Service? {
        let key = RuntimeKey(Service.self, tag: tag)
        if tag == nil, let entry = plannedServiceEntry(untagged: key.type) {
            return try resolvePlanned(entry, Service.self, executor: executor)
        }
        return try resolveIfVisible(Service.self, key: key, root: nil, executor: executor, exactTag: exactTag)
    }

    /// The `missingBinding` error of `type` under `tag`, as a resolve words it: for a front-end whose lookup
    /// found nothing under rules of its own (an exact key).
    package func missingBindingError(_ type: Any.Type, tag: Tag?) -> ResolutionError {
        ResolutionError.missing(RuntimeKey(type, tag: tag), type: type, in: self, label: nil, root: nil)
    }

    /// The service under exactly the lookup of `key`, or `nil` when nothing visible provides it; shared with
    /// `resolve() as Service?`.
    @usableFromInline
    func resolveIfVisible<Service>(
        _ type: Service.Type, key: RuntimeKey, root: UnsafeMutablePointer<ResolutionRoot>?,
        executor: ObjectIdentifier? = nil, exactTag: Bool = false
    ) throws -> Service? {
        switch lookup(key, type: Service.self) {
        case .found(let entry) where exactTag && key.tag != nil && !entry.provides(key): return nil
        case .found(let entry): return try resolveFound(entry, key, root: root, executor: executor, tag: key.tag) as Service
        case .missing: return nil
        case .failed(let error): throw error
        }
    }
}
