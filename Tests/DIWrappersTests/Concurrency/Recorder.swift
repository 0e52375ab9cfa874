import Foundation

/// Collects values from several threads. Behind `NSLock` (a pthread mutex), not `Mutex`: ThreadSanitizer does
/// not see `Synchronization.Mutex` on Linux (it waits on a futex directly) and would report its own guarded
/// accesses as races.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` is only touched while `lock` is held.
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    var recorded: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}
