import DIGraph
@testable import DIRuntime
import DISync
import Dispatch
import Testing

@Suite struct ConcurrencyTests {
    /// Before bootstrap, lookups go through the registry's lock (DISync's `Locked`, which ThreadSanitizer sees), so
    /// CI's sanitizer run checks this one as well as the plain `swift test`.
    @Test func aSingletonIsMadeExactlyOnceUnderContentionBeforeBootstrap() throws {
        try expectOneSingletonUnderContention(bootstrapped: false)
    }

    @Test func aSingletonIsMadeExactlyOnceUnderContentionAfterBootstrap() throws {
        try expectOneSingletonUnderContention(bootstrapped: true)
    }

    private func expectOneSingletonUnderContention(bootstrapped: Bool) throws {
        let container = Container()
        let counter = Counter()
        container.register(.singleton) { _ -> D in
            counter.increment()
            return D()
        }
        if bootstrapped { try container.bootstrap() }
        // One slot per iteration, so the threads share no test state (no test-side lock the sanitizer cannot see).
        let identities = UnsafeMutableBufferPointer<ObjectIdentifier?>.allocate(capacity: 64)
        identities.initialize(repeating: nil)
        defer { identities.deallocate() }
        nonisolated(unsafe) let slots = identities
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            slots[iteration] = (try? container.resolve(D.self)).map(ObjectIdentifier.init)
        }
        #expect(counter.value == 1)
        #expect(Set(identities.compactMap { $0 }).count == 1)
        #expect(identities.allSatisfy { $0 != nil })
    }

    @Test func aFactoryMayResolveReentrantly() throws {
        let container = Container()
        container.register(.unique) { _ in C() }
        container.register(.unique) { container in
            let b = B(c: try container.resolve())
            _ = try container.resolve(C.self)
            return b
        }
        #expect(throws: Never.self) { _ = try container.resolve(B.self) }
    }

    @Test func aSingletonFactoryThatResolvesOnAnotherThreadAndWaitsDoesNotDeadlock() throws {
        let container = Container()
        container.register(.singleton) { _ in C() }
        container.register(.singleton) { container -> B in
            // No lock of the container is held here: another thread resolves and this one waits for it.
            let done = DispatchSemaphore(value: 0)
            let result = Locked<C?>(nil)
            DispatchQueue.global().async {
                let c = try? container.resolve(C.self)
                result.withLock { $0 = c }
                done.signal()
            }
            done.wait()
            return B(c: result.withLock { $0 }!)
        }
        let b: B = try container.resolve()
        #expect(b.c === (try container.resolve() as C))
    }

    @Test func unrelatedResolvesDoNotWaitForASlowSingletonFactory() throws {
        let container = Container()
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        container.register(.singleton) { _ -> D in
            started.signal()
            release.wait()
            return D()
        }
        container.register(.unique) { _ in C() }
        DispatchQueue.global().async { _ = try? container.resolve(D.self) }
        started.wait()
        // D's factory is blocked; resolving C must not wait for it.
        #expect(throws: Never.self) { _ = try container.resolve(C.self) }
        release.signal()
    }

    /// 8 threads × 100,000 resolves of every lifetime; run under `swift test --sanitize=thread` in CI.
    @Test func stressEightThreadsResolvingMixedLifetimes() throws {
        let container = Container(name: "Stress")
        container.register(.unique) { _ in C() }
        container.register(B.init, scope: .shared)
        container.register(.singleton) { _ in D() }
        container.register(A.init, scope: .unique)
        container.register(.weakSingleton, tag: "weak") { _ in C() }
        container.register(.eagerSingleton) { _ in URLSessionNetworkLayer(baseURL: "eager") }
        // Bootstrapped, so the threads read the lock-free plan, which ThreadSanitizer checks
        // (`aSingletonIsMadeExactlyOnceUnderContentionBeforeBootstrap` tests contention before bootstrap).
        try container.bootstrap()
        let singleton = try container.resolve(D.self)
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<100_000 {
                do {
                    switch (thread + step) % 5 {
                    case 0:
                        let a = try container.resolve(A.self)
                        if a.d !== singleton { failures.increment() }
                    case 1: _ = try container.resolve(B.self)
                    case 2: if try container.resolve(D.self) !== singleton { failures.increment() }
                    case 3: _ = try container.resolve(C.self, tag: "weak")
                    default: _ = try container.resolve(URLSessionNetworkLayer.self)
                    }
                } catch {
                    failures.increment()
                }
            }
        }
        #expect(failures.value == 0)
    }
}
