public import DIGraph
import DIRuntime
public import DISync  // public: the cell read is inlined into callers

/// Injects the registration of the property's type (and key) on the property's first read, then keeps it.
///
/// ```swift
/// final class Screen {
///     @LazyInject var analytics: Analytics   // resolved when first read, not when the screen is made
/// }
/// ```
/// Use it for a service that is expensive or rarely needed, or to break a cycle between two registrations
/// whose instances inject each other. The resolver is the one in scope when the owner was made. Reads are safe
/// from any thread: when several threads read first at once, each may resolve, and all keep the first value
/// stored, so every read returns the same value. A key still missing at the first read stops the program, as
/// ``Inject`` does.
///
/// In an `@Observable` class, write `@ObservationIgnored @LazyInject`, as for ``Inject``.
// Not marked `nonisolated`: this module has no default isolation, so the wrapper is nonisolated already, and
// Swift 6.3 wrongly marks a local `@Wrapper var x: NonSendable` of a `nonisolated` wrapper type nonisolated too.
@propertyWrapper
public struct LazyInject<Value> {
    @usableFromInline let cell: InjectionCell<Value>

    /// Injects the unkeyed registration of `Value` on first read.
    public init(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        cell = Self.cell(tag: nil, site: SourceSite(fileID: fileID, line: line, column: column))
    }

    /// Injects the registration of `Value` under `key` on first read, falling back to the unkeyed one.
    public init(_ key: some TagConvertible, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        cell = Self.cell(tag: key.tag, site: SourceSite(fileID: fileID, line: line, column: column))
    }

    /// The injected value; resolved now if this is the first read.
    @inlinable
    public var wrappedValue: Value { cell.resolvedValue }

    /// The injected value, read through the owner so a failure can name the owner type and the property.
    ///
    /// Always inlined, so the key path is applied as a field offset where the owner is known.
    @inlinable @inline(__always)
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Value>,
        storage storageKeyPath: KeyPath<Owner, Self>
    ) -> Value {
        // The key path is applied as one field load; the cell is borrowed, not retained.
        let cell = Unmanaged.passUnretained(owner[keyPath: storageKeyPath].cell.storage)
        return InjectionCell<Value>.value(in: owner, of: cell)
    }

    private static func cell(tag: Tag?, site: SourceSite) -> InjectionCell<Value> {
        let request = InjectionRequest(resolver: Resolver.shared, tag: tag, site: site, wrapper: .lazyInject)
        return InjectionCell<Value>(request) { container, tag in try container.resolve(Value.self, key: tag) }
    }
}

extension LazyInject: Sendable where Value: Sendable {}
