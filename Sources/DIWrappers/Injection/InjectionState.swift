/// What an `@Inject` or `@OptionalInject` holds: the value it resolved when its owner was made, or the cell
/// that resolves it on first read because the key was not registered yet.
///
/// Two optionals, not an enum with two cases: a generic enum with two payloads has its layout computed by the
/// runtime, so every copy of the wrapper — each read through the owner, each owner made or freed — would go
/// through value-witness calls. An optional of a generic value has a layout the compiler knows once `Value` is,
/// so a read is a null check and a load.
@usableFromInline
struct InjectionState<Value> {
    /// The value, when it was resolved as the owner was made; `nil` while ``cell`` is set.
    @usableFromInline let resolved: Value?
    /// The cell that resolves the value on first read; `nil` when ``resolved`` holds it.
    @usableFromInline let cell: InjectionCell<Value>?

    /// A value resolved as the owner was made.
    @inlinable
    static func resolved(_ value: Value) -> Self { Self(resolved: value, cell: nil) }

    /// A value resolved on the first read, by `cell`.
    @inlinable
    static func deferred(_ cell: InjectionCell<Value>) -> Self { Self(resolved: nil, cell: cell) }

    @inlinable
    init(resolved: Value?, cell: InjectionCell<Value>?) {
        self.resolved = resolved
        self.cell = cell
    }

    /// The value, read as a wrapper in a struct or a local reads it.
    @inlinable @inline(__always)
    var value: Value {
        if let cell { return cell.resolvedValue }
        return resolved.unsafelyUnwrapped
    }
}

extension InjectionState: Sendable where Value: Sendable {}
