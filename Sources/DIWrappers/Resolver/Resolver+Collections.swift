public import DIGraph
public import DIRuntime

/// Collections of contributions: each `register(into:)` adds one element, and `@Inject var plugins: [Plugin]`
/// injects them all, in registration order. The container's rules hold (see `Container`'s `register(into:)`):
/// each element keeps its scope, `validate()` reports a dictionary key contributed twice (`duplicateBinding`) and
/// a collection nothing contributes to (`emptyCollection`) unless ``allowEmpty(_:fileID:line:column:)`` says it
/// may be empty.
extension Resolver {
    /// Contributes an element, made by `factory`, to the collection `[Element]`.
    ///
    /// ```swift
    /// Resolver.shared.register(into: [Plugin].self) { AnalyticsPlugin() }
    /// Resolver.shared.register(into: [Plugin].self, scope: .singleton) { CrashPlugin() }
    /// @Inject var plugins: [Plugin]
    /// ```
    /// - Parameters:
    ///   - collection: the collection's type, `[Element].self`.
    ///   - scope: how long this element lives; `.unique` (a new one per injection) as for `register`.
    ///   - dependencies: what the factory resolves, declared so ``validate()`` sees the edges.
    ///   - factory: makes the element.
    public func register<Element>(
        into collection: [Element].Type,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @Sendable () throws -> Element
    ) {
        container.register(
            scope, into: collection, dependsOn: dependencies, fileID: fileID, line: line, column: column
        ) { _ in try factory() }
    }

    /// Contributes an entry, made by `factory`, under `key` to the dictionary `[Key: Element]`.
    ///
    /// ```swift
    /// Resolver.shared.register(into: [String: Handler].self, key: "deeplink") { DeepLinkHandler() }
    /// ```
    /// Here `key` is the entry's key in the dictionary, not a registration's key (a tag): a collection is
    /// registered once per entry, never replaced.
    ///
    /// - Parameters: as ``register(into:scope:dependsOn:fileID:line:column:_:)``, and
    ///   - key: a `String`, an `Int`, or a `RawRepresentable` of either that declares `TagConvertible`.
    public func register<Key: Hashable & Sendable & TagConvertible, Element>(
        into collection: [Key: Element].Type,
        key: Key,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @Sendable () throws -> Element
    ) {
        container.register(
            scope, into: collection, key: key, dependsOn: dependencies, fileID: fileID, line: line, column: column
        ) { _ in try factory() }
    }

    /// Contributes an element made on the main actor to the collection `[Element]`.
    ///
    /// - Parameters: as ``register(into:scope:dependsOn:fileID:line:column:_:)``, and
    ///   - isolation: `MainActor.self`: the factory runs on the main actor.
    public func register<Element>(
        into collection: [Element].Type,
        scope: ComponentScope = .unique,
        dependsOn dependencies: [DeclaredDependency]? = nil,
        on isolation: MainActor.Type,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ factory: @escaping @MainActor @Sendable () throws -> Element
    ) {
        container.register(
            scope, on: isolation, into: collection, dependsOn: dependencies, fileID: fileID, line: line, column: column
        ) { _ in try factory() }
    }

    /// Declares that the collection `[Element]` may be empty: injected with nothing contributed, it is `[]`, and
    /// ``validate()`` does not warn.
    public func allowEmpty<Element>(
        _ collection: [Element].Type, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        container.allowEmpty(collection, fileID: fileID, line: line, column: column)
    }

    /// Declares that the dictionary `[Key: Element]` may be empty.
    public func allowEmpty<Key: Hashable & Sendable & TagConvertible, Element>(
        _ collection: [Key: Element].Type, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        container.allowEmpty(collection, fileID: fileID, line: line, column: column)
    }
}
