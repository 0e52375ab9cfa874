/// A scope opened from a container and not closed yet, as its parent lists it (``ContainerLifecycle/openScopes``):
/// by address, without a reference. A weak reference would cost every open a side table for its container (made,
/// freed, and the slow path for each later retain and release of it); this costs nothing until the parent closes.
///
/// Sound because of two rules, both under the parent's mutex. The open leaves the list before its memory is freed:
/// its close's `finish` takes it out, and its `deinit` does when it was never closed (``Container/leaveParent()``),
/// so an address in the list is always a container, alive or in its `deinit`. And the parent reads an address only
/// while it holds the mutex (``container``), which a `deinit` in progress waits for before it can finish.
struct OpenScope {
    let identifier: ObjectIdentifier
    private let address: UnsafeMutableRawPointer

    init(_ container: Container) {
        identifier = ObjectIdentifier(container)
        address = Unmanaged.passUnretained(container).toOpaque()
    }

    /// The container, or `nil` when it is in its `deinit` (it leaves the list as soon as it has the mutex). Only
    /// under the parent's mutex.
    var container: Container? {
        Unmanaged<Container>.fromOpaque(address)._withUnsafeGuaranteedRef { container in
            // A weak reference formed to an object in its `deinit` reads `nil`: this is the test, not a retain,
            // which would bring the object back while it is being destroyed.
            weak let alive = container
            return alive
        }
    }
}
