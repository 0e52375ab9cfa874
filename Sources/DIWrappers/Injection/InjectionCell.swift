import DIGraph
import DIRuntime
public import DISync  // public: the resolved-flag read is inlined into callers

/// A value a wrapper resolves on its first read and keeps: every `@LazyInject`, and an `@Inject` or
/// `@OptionalInject` whose key was not registered yet when its owner was made.
///
/// A ``OnceBuffer``: the flag, the lock and the value live in the wrapper's one object, so a read of a resolved
/// property loads the owner's field, the flag and the value, nothing more. The resolve runs without a lock held
/// (a factory may read other wrappers, or wait for another thread that does); when two threads read first at
/// once, both resolve and the first to finish wins, so every read of the property returns the same value.
@usableFromInline
typealias InjectionCell<Value> = OnceBuffer<InjectionCellFields<Value>, Value>

/// What a cell needs to resolve its value: the wrapper's request and the resolve it makes.
@usableFromInline
struct InjectionCellFields<Value>: Sendable {
    let request: InjectionRequest
    let resolve: @Sendable (Container, Tag?) throws -> Value
}

extension OnceBuffer where Fields == InjectionCellFields<Value> {
    init(_ request: InjectionRequest, resolve: @escaping @Sendable (Container, Tag?) throws -> Value) {
        self.init(InjectionCellFields(request: request, resolve: resolve))
    }

    /// The value, resolved on the first read.
    @inlinable
    var resolvedValue: Value {
        if isSet { return value }
        return resolveFirst(owner: nil)
    }

    /// The value of the cell of a wrapper of `owner`, borrowing the cell: the read path of the wrappers'
    /// enclosing-instance subscripts.
    @inlinable @inline(__always)
    static func value<Owner: AnyObject>(in owner: Owner, of storage: Unmanaged<Storage>) -> Value {
        storage._withUnsafeGuaranteedRef { storage in
            if !_fastPath(storage.cell.isSet) {
                resolveFirst(storage: Unmanaged.passUnretained(storage), ownerAddress: Unmanaged.passUnretained(owner).toOpaque())
            }
            // One load for both paths: the caller may then borrow the value instead of retaining it.
            return storage.cell.value(Value.self).pointee
        }
    }

    /// Out of line: the first read through an enclosing instance, which the owner's address identifies.
    @usableFromInline
    static func resolveFirst(storage: Unmanaged<Storage>, ownerAddress: UnsafeMutableRawPointer) {
        let cell = OnceBuffer(storage: storage.takeUnretainedValue())
        _ = cell.resolveFirst(owner: Unmanaged<AnyObject>.fromOpaque(ownerAddress).takeUnretainedValue())
    }

    /// Resolves, then publishes the value unless another thread did first; a failure stops through the
    /// resolver's handler, naming the owner's property when there is one.
    @usableFromInline
    func resolveFirst(owner: AnyObject?) -> Value {
        let fields = self.fields
        let value: Value
        do {
            value = try fields.resolve(fields.request.resolver.container, fields.request.tag)
        } catch {
            let owner = owner.map { InjectionOwner(instance: $0, cell: storage) }
            Resolver.fail(InjectionReport.failure(error, resolving: Value.self, for: fields.request, owner: owner))
        }
        nonisolated(unsafe) let made = value
        return withLock {
            if !isSet { publish(made) }
            return self.value
        }
    }
}
