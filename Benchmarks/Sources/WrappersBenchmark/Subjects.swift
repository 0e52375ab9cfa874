import DIWrappers

/// The injected service: a final class, so a read is a reference copy.
final class Oven: Sendable {}

/// A second service, registered as a singleton instance.
final class Clock: Sendable {}

final class ClockOwner {
    @Inject var clock: Clock
}

final class PlainClockOwner {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

/// An owner with one `@Inject` property, as an app declares it.
final class InjectedKitchen {
    @Inject var oven: Oven
}

final class LazyKitchen {
    @LazyInject var oven: Oven
}

final class OptionalKitchen {
    @OptionalInject var oven: Oven?
}

/// The hand-written equivalent: the owner is given the resolved value and stores it.
final class PlainKitchen {
    let oven: Oven
    init(oven: Oven) { self.oven = oven }
}

// Reads through a call the optimizer cannot see into, so no loop hoists the load.
@inline(never) func read(_ kitchen: InjectedKitchen) -> Oven { kitchen.oven }
@inline(never) func read(_ kitchen: LazyKitchen) -> Oven { kitchen.oven }
@inline(never) func read(_ kitchen: OptionalKitchen) -> Oven? { kitchen.oven }
@inline(never) func read(_ kitchen: PlainKitchen) -> Oven { kitchen.oven }

// Reads that only use the value (as `kitchen.oven.bake()` does), so no reference count is needed.
@inline(never) func use(_ kitchen: InjectedKitchen) -> ObjectIdentifier { ObjectIdentifier(kitchen.oven) }
@inline(never) func use(_ kitchen: LazyKitchen) -> ObjectIdentifier { ObjectIdentifier(kitchen.oven) }
@inline(never) func use(_ kitchen: OptionalKitchen) -> ObjectIdentifier? { kitchen.oven.map(ObjectIdentifier.init) }
@inline(never) func use(_ kitchen: PlainKitchen) -> ObjectIdentifier { ObjectIdentifier(kitchen.oven) }

/// Keeps an identifier past the optimizer.
@inline(never)
func consume(_ identifier: ObjectIdentifier?) {
    _ = identifier
}
@inline(never) func read(_ owner: ClockOwner) -> Clock { owner.clock }
@inline(never) func read(_ owner: PlainClockOwner) -> Clock { owner.clock }

/// Keeps a result alive past the optimizer.
@inline(never)
func consume(_ value: AnyObject?) {
    _ = value.map { Unmanaged.passUnretained($0) }
}

/// Where `escape` keeps the last owner, so the optimizer cannot put owners on the stack.
nonisolated(unsafe) var lastOwner: AnyObject?

/// Runs `body` on `owner`, then stores `owner` where the optimizer cannot see, so it is a real heap object as
/// in an app (`let kitchen = Kitchen(); kitchen.oven.bake(); self.kitchen = kitchen`). The maker holds the owner
/// during `body`: stored first, the owner was reachable only through the global while `body` read it, so for a
/// read that may call out (an `@Inject` that resolves on its first read) the optimizer retained and released
/// the owner and the value around the call, which the baseline's read, provably pure, did not need.
@inline(__always)
func escape<Owner: AnyObject>(_ owner: Owner, _ body: (Owner) -> Void) {
    body(owner)
    lastOwner = owner
}
