import DIGraph
import DIRuntime
public import DISync  // public: the resolved-flag read is inlined into callers

/// A value a wrapper resolves on its first read and keeps: every `@LazyInject`, and an `@Inject` or
/// `@OptionalInject` whose key was not registered yet when its owner was made.
///
/// The resolve runs without a lock held (a factory may read other wrappers, or wait for another thread that
/// does); when two threads read first at once, both resolve and the first to finish wins, so every read of
/// the property returns the same value.
@usableFromInline
final class InjectionCell<Value>: @unchecked Sendable {
    // @unchecked: the value is written once, under the cell's lock, before its flag is set with release
    // ordering; it is read only after an acquiring load of the flag sees it set, or under the lock.
    @usableFromInline let cell = OnceCell.allocate(for: Value.self)
    let request: InjectionRequest
    private let resolve: @Sendable (Container, Tag?) throws -> Value

    init(_ request: InjectionRequest, resolve: @escaping @Sendable (Container, Tag?) throws -> Value) {
        self.request = request
        self.resolve = resolve
    }

    deinit {
        cell.deallocate(Value.self)
    }

    /// The value: one atomic load once resolved.
    @inlinable
    var value: Value {
        if cell.isSet { return cell.value(Value.self).pointee }
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
            if !_fastPath(cell.cell.isSet) {
                cell.resolveFirst(ownerAddress: Unmanaged.passUnretained(owner).toOpaque())
            }
            // One load for both paths: the caller may then borrow the value instead of retaining it.
            return cell.cell.value(Value.self).pointee
        }
    }

    /// ``resolveFirst(owner:)`` for the owner at `ownerAddress`, which the caller keeps alive; the value is then
    /// in ``cell``.
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
        return cell.withLock(Value.self) {
            if !cell.isSet { cell.publish(made) }
            return cell.value(Value.self).pointee
        }
    }
}
