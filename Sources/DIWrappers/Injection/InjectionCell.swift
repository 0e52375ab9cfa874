import DIGraph
import DIRuntime
public import Synchronization  // public: the resolved-flag read is inlined into callers

/// A value a wrapper resolves on its first read and keeps: every `@LazyInject`, and an `@Inject` or
/// `@OptionalInject` whose key was not registered yet when its owner was made.
///
/// The resolve runs without a lock held (a factory may read other wrappers, or wait for another thread that
/// does); when two threads read first at once, both resolve and the first to finish wins, so every read of
/// the property returns the same value.
@usableFromInline
final class InjectionCell<Value>: @unchecked Sendable {
    // @unchecked: `stored` is written once, under `lock`, before `isResolved` is set with release ordering;
    // it is read only after an acquiring load of `isResolved` sees `true`, or under `lock`.
    @usableFromInline let isResolved = Atomic(false)
    // Not exclusivity-checked: the protocol above orders every access, and a dynamic check would cost more
    // than the read it guards.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var stored: Value?
    private let lock = Mutex(())
    let request: InjectionRequest
    private let resolve: @Sendable (Container, Tag?) throws -> Value

    init(_ request: InjectionRequest, resolve: @escaping @Sendable (Container, Tag?) throws -> Value) {
        self.request = request
        self.resolve = resolve
    }

    /// The value: one atomic load once resolved.
    @inlinable
    var value: Value {
        if isResolved.load(ordering: .acquiring) { return stored.unsafelyUnwrapped }
        return resolveFirst(owner: nil)
    }

    /// The value of `cell`, a wrapper's cell read through the owner object, which a failure names.
    ///
    /// The cell comes borrowed (the owner holds the wrapper that holds it, and the owner is alive for the
    /// read), and the owner goes to a first read as an address: the read of a resolved value then takes no
    /// reference count but the one on the value it returns.
    @inlinable @inline(__always)
    static func value<Owner: AnyObject>(in owner: Owner, of cell: Unmanaged<InjectionCell>) -> Value {
        cell._withUnsafeGuaranteedRef { cell in
            if !_fastPath(cell.isResolved.load(ordering: .acquiring)) {
                cell.resolveFirst(ownerAddress: Unmanaged.passUnretained(owner).toOpaque())
            }
            // One load for both paths: the caller may then borrow the value instead of retaining it.
            return cell.stored.unsafelyUnwrapped
        }
    }

    /// ``resolveFirst(owner:)`` for the owner at `ownerAddress`, which the caller keeps alive; the value is then
    /// in ``stored``.
    @usableFromInline
    func resolveFirst(ownerAddress: UnsafeMutableRawPointer) {
        _ = resolveFirst(owner: Unmanaged<AnyObject>.fromOpaque(ownerAddress).takeUnretainedValue())
    }

    /// Resolves, stores and returns the value, or stops the program naming `owner` when there is one.
    @usableFromInline
    func resolveFirst(owner: AnyObject?) -> Value {
        let value: Value
        do {
            value = try resolve(request.resolver.container, request.tag)
        } catch {
            let owner = owner.map { InjectionOwner(instance: $0, cell: self) }
            Resolver.fail(InjectionReport.failure(error, resolving: Value.self, for: request, owner: owner))
        }
        nonisolated(unsafe) let made = value
        return lock.withLock { _ -> Value in
            // Acquiring: the value another thread stored is then ordered before this read even for tools that
            // do not see the lock (TSan does not see `Mutex` on Linux).
            if !isResolved.load(ordering: .acquiring) {
                stored = made
                isResolved.store(true, ordering: .releasing)
            }
            return stored.unsafelyUnwrapped
        }
    }
}
