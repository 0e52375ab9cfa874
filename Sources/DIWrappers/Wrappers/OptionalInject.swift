public import DIGraph
import DIRuntime
public import DISync  // public: the cell read is inlined into callers

/// Injects the registration of the property's type (and key), or `nil` when nothing is registered for it.
///
/// ```swift
/// final class Checkout {
///     @OptionalInject var analytics: Analytics?   // nil in builds that register no analytics
/// }
/// ```
/// It resolves as ``Inject`` does: when the owner is made, or, if nothing is registered then, once on the
/// first read; the value (or `nil`) is then kept. A registration that exists but cannot be made (a cycle, a
/// factory that threw) still stops the program: `nil` means "not registered", never "broken".
///
/// In an `@Observable` class, write `@ObservationIgnored @OptionalInject`, as for ``Inject``.
// Not marked `nonisolated`: this module has no default isolation, so the wrapper is nonisolated already, and
// Swift 6.3 wrongly marks a local `@Wrapper var x: NonSendable` of a `nonisolated` wrapper type nonisolated too.
@propertyWrapper
public struct OptionalInject<Wrapped> {
    @usableFromInline let state: InjectionState<Wrapped?>

    /// Injects the unkeyed registration of `Wrapped`, or `nil`.
    public init(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        state = Self.resolve(tag: nil, site: SourceSite(fileID: fileID, line: line, column: column))
    }

    /// Injects the registration of `Wrapped` under exactly `key`, or `nil` (the unkeyed one does not stand in).
    public init(_ key: some TagConvertible, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        state = Self.resolve(tag: key.tag, site: SourceSite(fileID: fileID, line: line, column: column))
    }

    /// The injected value, or `nil`.
    @inlinable
    public var wrappedValue: Wrapped? { state.value }

    /// The injected value, read through the owner so a failure can name the owner type and the property.
    ///
    /// Always inlined, so the key path is applied as a field offset where the owner is known.
    @inlinable @inline(__always)
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Wrapped?>,
        storage storageKeyPath: KeyPath<Owner, Self>
    ) -> Wrapped? {
        // Each key-path application is folded into one field load; the state is never copied whole.
        if _fastPath(owner[keyPath: storageKeyPath].state.cell == nil) {
            return owner[keyPath: storageKeyPath].state.resolved.unsafelyUnwrapped
        }
        let cell = Unmanaged.passUnretained(owner[keyPath: storageKeyPath].state.cell.unsafelyUnwrapped.storage)
        return InjectionCell<Wrapped?>.value(in: owner, of: cell)
    }

    private static func resolve(tag: Tag?, site: SourceSite) -> InjectionState<Wrapped?> {
        let request = InjectionRequest(resolver: Resolver.shared, tag: tag, site: site, wrapper: .optionalInject)
        do {
            if let value = try Self.resolve(from: request.resolver.container, tag: tag) { return .resolved(value) }
            return .deferred(InjectionCell<Wrapped?>(request) { container, tag in try Self.resolve(from: container, tag: tag) })
        } catch {
            Resolver.fail(InjectionReport.failure(error, resolving: Wrapped?.self, for: request, owner: nil))
        }
    }

    /// The registration of `Wrapped` under exactly `tag`, or `nil`; untagged, a `Wrapped?` registration first.
    private static func resolve(from container: Container, tag: Tag?) throws -> Wrapped? {
        guard let tag else { return try container.resolveOptionalUnlocated(Wrapped?.self, tag: nil) }
        return try container.resolveIfVisible(Wrapped.self, tag: tag, exactTag: true)
    }
}

extension OptionalInject: Sendable where Wrapped: Sendable {}
