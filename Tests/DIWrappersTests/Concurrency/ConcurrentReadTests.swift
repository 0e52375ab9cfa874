import DIWrappers
import DIWrappersTesting
import Foundation
import Testing

/// Reads from several threads at once: every thread sees one value, and a singleton is made once.
///
/// Each test bootstraps its container before the threads start, so the container resolves through its
/// lock-free plan: before bootstrap DIRuntime's registry lock would order the threads as well, and ThreadSanitizer
/// would then miss a race in what these tests check, the wrappers' own first-read protocol.
@Suite(.isolatedResolver)
struct ConcurrentReadTests {
    @Test func aLazyPropertyReadByEightThreadsAtOnceGivesThemAllTheSameInstance() throws {
        let counter = Counter()
        Resolver.shared.register(Oven.self) {
            counter.increment()
            return Oven(serial: counter.value)
        }
        try Resolver.shared.container.bootstrap()
        for _ in 0..<50 {
            let kitchen = LazyKitchen()
            let seen = Recorder<ObjectIdentifier>()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let oven = kitchen.oven
                seen.append(ObjectIdentifier(oven))
            }
            #expect(Set(seen.recorded).count == 1)
        }
    }

    @Test func aDeferredPropertyReadByEightThreadsAtOnceGivesThemAllTheSameInstance() throws {
        let kitchens = (0..<50).map { _ in SendableKitchen() }
        Resolver.shared.register(Oven.self) { Oven() }
        try Resolver.shared.container.bootstrap()
        for kitchen in kitchens {
            let seen = Recorder<ObjectIdentifier>()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let oven = kitchen.oven
                seen.append(ObjectIdentifier(oven))
            }
            #expect(Set(seen.recorded).count == 1)
        }
    }

    @Test func ownersMadeOnEightThreadsAtOnceShareOneSingleton() throws {
        let counter = Counter()
        let resolver = Resolver.shared
        resolver.register(Oven.self, scope: .singleton) {
            counter.increment()
            return Oven()
        }
        try resolver.container.bootstrap()
        let seen = Recorder<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 {
                let oven = Resolver.withResolver(resolver) { Kitchen().oven }
                seen.append(ObjectIdentifier(oven))
            }
        }
        #expect(Set(seen.recorded).count == 1)
        #expect(counter.value == 1)
    }
}

// @unchecked: a wrapper's backing storage is a `var` the compiler cannot prove constant, but nothing ever
// assigns it; the wrapper itself is Sendable and its reads are thread-safe.
final class SendableKitchen: @unchecked Sendable {
    @Inject var oven: Oven
}
