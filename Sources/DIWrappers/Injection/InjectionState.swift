/// What an `@Inject` or `@OptionalInject` holds: the value it resolved when its owner was made, or the cell
/// that resolves it on first read because the key was not registered yet.
@usableFromInline
enum InjectionState<Value> {
    case resolved(Value)
    case deferred(InjectionCell<Value>)

    @inlinable
    func value(owner: InjectionOwner?) -> Value {
        switch self {
        case .resolved(let value): value
        case .deferred(let cell): cell.value(owner: owner)
        }
    }
}

extension InjectionState: Sendable where Value: Sendable {}
