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
    /// Where it was declared: a module's expectation nothing meets is reported there.
    let site: RegistrationSite

    /// - Parameters:
    ///   - type: the type the factory resolves.
    ///   - tag: the tag it resolves it with.
    ///   - kind: `direct` (needed to construct), `lazy` / `provider` (deferred), `optional`, `property` /
    ///     `method` (resolved in an `onResolved` block).
    ///   - label: the parameter or property it fills, for messages.
    ///   - fileID: where it is declared (leave it, and `line` and `column`, to their defaults).
    public static func on<Service>(
        _ type: Service.Type, tag: (any TagConvertible)? = nil, kind: Dependency.Kind = .direct, label: String? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> DeclaredDependency {
        DeclaredDependency(
            slot: DependencySlot(type: type, tag: tag?.tag, kind: kind, label: label),
            site: RegistrationSite(fileID: fileID, line: line, column: column))
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
