public import DIGraph
import DIRuntime
public import DISync  // public: the cell read is inlined into callers

/// Injects the registration of the property's type (and key) from ``Resolver/shared``.
///
/// ```swift
/// final class Bakery {
///     @Inject var bread: Bread            // Resolver.shared.register(Bread.self, { PainAuChocolat() })
///     @Inject("🥐") var croissant: Bread  // Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
/// }
/// ```
///
/// **When it resolves.** Once, when the owner is made (the wrapper is initialized), from the resolver in scope
/// then; every read returns that value, so reading is a stored-property read and is safe from any thread. A
/// singleton registration gives every owner the same instance; a factory registration gives each owner its
/// own instance, kept for the owner's life (Trifork instead ran the factory on every read). If the key is not
/// registered yet when the owner is made (an app delegate made before registration), the property resolves on
/// its first read instead, once, and keeps that value.
///
/// **When it cannot.** A property wrapper cannot throw: a key still missing at the first read stops the program
/// through ``Resolver/failureHandler`` with the container's `missingBinding` diagnostic — the owner type and
/// property (the declaration's `file:line` in a struct), the type and key asked for, and what is registered
/// for that type under other keys or under near-miss names. Any other failure (a cycle, a factory that threw)
/// stops the program when the owner is made. Use ``OptionalInject`` to get `nil`, ``LazyInject`` to defer the
/// resolve.
///
/// **In an `@Observable` class**, write `@ObservationIgnored @Inject var api: any API`. Without it the macro
/// rewrites the property into a computed one stored as `_api`, the name this wrapper's storage takes, and the
/// class does not compile; the compiler's first error is `ambiguous reference to member '_api'`. An injected
/// reference never changes, so nothing is lost by not observing it (<doc:SwiftUIAndObservation>).
// Not marked `nonisolated`: this module has no default isolation, so the wrapper is nonisolated already, and
// Swift 6.3 wrongly marks a local `@Wrapper var x: NonSendable` of a `nonisolated` wrapper type nonisolated too.
@propertyWrapper
public struct Inject<Value> {
    @usableFromInline let state: InjectionState<Value>

    /// Injects the unkeyed registration of `Value`.
    ///
    /// Inlinable, so the resolve is specialized for `Value` where the property is declared: the wrapper then
    /// costs what the container's resolve costs.
    @inlinable @inline(__always)
    public init(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        var failure: (any Error)?
        do {
            if let value = try Resolver.withSharedContainer({ try $0.resolveIfVisible(Value.self, tag: nil) }) {
                state = .resolved(value)
                return
            }
        } catch {
            failure = error
        }
        state = .deferred(Self.cell(after: failure, tag: nil, fileID: fileID, line: line, column: column))
    }

    /// Injects the registration of `Value` under exactly `key`, as in Trifork: the unkeyed registration does not
    /// stand in for a missing key (a DIRuntime tagged resolve would fall back to it, as Dip's does).
    ///
    /// - Parameter key: a `String`, an `Int`, or a `RawRepresentable` of either.
    @inlinable @inline(__always)
    public init(_ key: some TagConvertible, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        let tag = key.tag
        var failure: (any Error)?
        do {
            if let value = try Resolver.withSharedContainer({ try $0.resolveIfVisible(Value.self, tag: tag, exactTag: true) }) {
                state = .resolved(value)
                return
            }
        } catch {
            failure = error
        }
        state = .deferred(Self.cell(after: failure, tag: tag, fileID: fileID, line: line, column: column))
    }

    /// The injected value.
    @inlinable @inline(__always)
    public var wrappedValue: Value { state.value }

    /// The injected value, read through the owner so a failure can name the owner type and the property.
    ///
    /// Always inlined, so the key path is applied as a field offset where the owner is known.
    @inlinable @inline(__always)
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, Value>,
        storage storageKeyPath: KeyPath<Owner, Self>
    ) -> Value {
        // Each key-path application is folded into one field load; the state is never copied whole.
        if _fastPath(owner[keyPath: storageKeyPath].state.cell == nil) {
            return owner[keyPath: storageKeyPath].state.resolved.unsafelyUnwrapped
        }
        let cell = Unmanaged.passUnretained(owner[keyPath: storageKeyPath].state.cell.unsafelyUnwrapped.storage)
        return InjectionCell<Value>.value(in: owner, of: cell)
    }

    /// The cell that resolves on the first read, when the resolve at init found nothing or failed: the key
    /// is not visible yet (an owner made before registration; the container reports this without building the
    /// `missingBinding` diagnostic, which nobody would read), or a binding is missing deeper in the graph (a
    /// factory resolves something not registered yet). Any other failure stops the program.
    ///
    /// One call site, out of line, returning the cell in a register: the inlined initializer stays a load, a
    /// resolve and a store.
    @usableFromInline @inline(never)
    static func cell(
        after failure: (any Error)?, tag: Tag?, fileID: StaticString, line: UInt, column: UInt
    ) -> InjectionCell<Value> {
        let request = request(tag: tag, fileID: fileID, line: line, column: column)
        if let failure, (failure as? ResolutionError)?.code != .missingBinding {
            Resolver.fail(InjectionReport.failure(failure, resolving: Value.self, for: request, owner: nil))
        }
        return cell(request)
    }

    private static func request(tag: Tag?, fileID: StaticString, line: UInt, column: UInt) -> InjectionRequest {
        InjectionRequest(
            resolver: Resolver.shared, tag: tag, site: SourceSite(fileID: fileID, line: line, column: column),
            wrapper: .inject)
    }

    private static func cell(_ request: InjectionRequest) -> InjectionCell<Value> {
        InjectionCell<Value>(request) { container, tag in try container.resolve(Value.self, key: tag) }
    }
}

extension Inject: Sendable where Value: Sendable {}
