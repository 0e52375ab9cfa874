/// What an `@Inject` or `@OptionalInject` holds: the value it resolved when its owner was made, or the cell
/// that resolves it on first read because the key was not registered yet.
@usableFromInline
enum InjectionState<Value> {
    case resolved(Value)
    case deferred(InjectionCell<Value>)

    /// The value, read as a wrapper in a struct or a local reads it.
    @inlinable @inline(__always)
    var value: Value {
        switch self {
        case .resolved(let value): value
        case .deferred(let cell): cell.value
        }
    }

    /// The value, read through the owner object, which a failure names.
    @inlinable @inline(__always)
    func value(in owner: AnyObject) -> Value {
        switch self {
        case .resolved(let value): value
        case .deferred(let cell): cell.value(in: owner)
        }
    }

    var cell: AnyObject? {
        if case .deferred(let cell) = self { return cell }
        return nil
    }
}

extension InjectionState: Sendable where Value: Sendable {}
