public import DIGraph

/// A dependency a factory closure declares, so ``Container/validate()`` sees an edge it cannot read out of
/// the closure.
///
/// ```swift
/// container.register(dependsOn: [.on(Database.self), .on(Logger.self, tag: "audit", kind: .lazy)]) { c in
///     Repository(database: try c.resolve(), logger: try c.resolve(tag: "audit"))
/// }
/// ```
public struct DeclaredDependency: Sendable {
    @usableFromInline let slot: DependencySlot

    /// - Parameters:
    ///   - type: the type the factory resolves.
    ///   - tag: the tag it resolves it with.
    ///   - kind: `direct` (needed to construct), `lazy` / `provider` (deferred), `optional`, `property` /
    ///     `method` (resolved in an `onResolved` block).
    ///   - label: the parameter or property it fills, for messages.
    public static func on<Service>(
        _ type: Service.Type, tag: (any TagConvertible)? = nil, kind: Dependency.Kind = .direct, label: String? = nil
    ) -> DeclaredDependency {
        DeclaredDependency(slot: DependencySlot(type: type, tag: tag?.tag, kind: kind, label: label))
    }
}

extension DeclaredDependency {
    /// The graph's slots for a registration's `dependsOn:`. That parameter is optional, `nil` by default, not an
    /// array defaulting to `[]`: an empty array literal is made at every call site, and in a release build of one
    /// function of many registrations each of those would make the optimizer restart on the whole function.
    @usableFromInline
    static func slots(_ dependencies: [DeclaredDependency]?) -> [DependencySlot] {
        dependencies?.map(\.slot) ?? []
    }
}
