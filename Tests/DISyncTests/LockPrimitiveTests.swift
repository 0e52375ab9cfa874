import Dispatch
import DISync
import Foundation
import Testing

/// DISync's lock behaves the same on every platform: where the OS's own lock would trap (Apple's `os_unfair_lock`)
/// or deadlock (a futex, a pthread mutex) on re-entry, it reports it.
@Suite struct LockPrimitiveTests {
    @Test func aSecondAcquireOnTheHoldingThreadIsReportedNotTaken() {
        let lock = UnsafeMutablePointer<LockPrimitive.Storage>.allocate(capacity: 1)
        LockPrimitive.initialize(lock)
        defer {
            LockPrimitive.destroy(lock)
            lock.deallocate()
        }
        #expect(LockPrimitive.acquire(lock))
        #expect(!LockPrimitive.acquire(lock), "re-entry on the holding thread must be reported")
        LockPrimitive.unlock(lock)
        #expect(LockPrimitive.acquire(lock), "after the release, the lock can be taken again")
        LockPrimitive.unlock(lock)
    }

    @Test func anotherThreadWaitsForTheHolderInsteadOfSeeingReentry() {
        let cell = UnsafeOnceCell.allocate(for: Int.self)
        defer { cell.deallocate(Int.self) }
        let entered = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let outcome = Locked<String>("")
        cell.withLock(Int.self) {
            Thread {
                entered.signal()
                let result = cell.withLock(Int.self, reentered: { "re-entered" }) {
                    cell.isSet ? "saw the value" : "no value"
                }
                outcome.withLock { $0 = result }
                finished.signal()
            }.start()
            entered.wait()
            cell.publish(42)
        }
        #expect(finished.wait(timeout: .now() + .seconds(10)) == .success, "the waiting thread never got the lock")
        #expect(outcome.withLock { $0 } == "saw the value")
    }

    @Test func anUnsafeOnceCellReportsReentryToItsCaller() {
        let cell = UnsafeOnceCell.allocate(for: Int.self)
        defer { cell.deallocate(Int.self) }
        let result = cell.withLock(Int.self, reentered: { "outer re-entered" }) {
            cell.withLock(Int.self, reentered: { "inner re-entered" }) { "inner took the lock" }
        }
        #expect(result == "inner re-entered")
    }

    @Test func lockedGuardsItsValueAcrossThreads() {
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 8_000)
    }

    /// Threads that want the lock while another holds it sleep and are woken (the futex's contended path), and each
    /// sees what the one before it wrote: a plain counter, no atomics, comes out exact (ThreadSanitizer reports a
    /// race if the lock does not order the threads).
    @Test func contendingThreadsSleepAndEachSeesTheLastHoldersWrites() {
        let lock = UnsafeMutablePointer<LockPrimitive.Storage>.allocate(capacity: 1)
        LockPrimitive.initialize(lock)
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        defer {
            LockPrimitive.destroy(lock)
            lock.deallocate()
            counter.deallocate()
        }
        nonisolated(unsafe) let shared = (lock: lock, counter: counter)
        let threads = 6, rounds = 5_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                LockPrimitive.lock(shared.lock)
                let before = shared.counter.pointee
                // Now and then hold the lock long enough that the others go to sleep on it.
                if round % 1_000 == thread { usleep(2_000) }
                shared.counter.pointee = before + 1
                LockPrimitive.unlock(shared.lock)
            }
        }
        #expect(counter.pointee == threads * rounds, "increments were lost: the lock let two threads in at once")
        #expect(LockPrimitive.acquire(lock), "the lock was left held after every thread released it")
        LockPrimitive.unlock(lock)
    }
}
