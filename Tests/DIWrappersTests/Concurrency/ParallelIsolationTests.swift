import DIWrappers
import DIWrappersTesting
import Foundation
import Testing

/// Ten tests that run at once (each waits until all ten are running), each registering the same keys with its
/// own values into its own task-local resolver, then injecting from several child tasks and threads.
@Suite(.isolatedResolver)
struct ParallelIsolationTests {
    static let barrier = Barrier(count: 10)

    @Test func theFirstTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 1)
    }

    @Test func theSecondTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 2)
    }

    @Test func theThirdTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 3)
    }

    @Test func theFourthTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 4)
    }

    @Test func theFifthTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 5)
    }

    @Test func theSixthTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 6)
    }

    @Test func theSeventhTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 7)
    }

    @Test func theEighthTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 8)
    }

    @Test func theNinthTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 9)
    }

    @Test func theTenthTestSeesOnlyItsOwnRegistrations() async {
        await Self.checkIsolation(serial: 10)
    }

    /// Registers this test's values, waits for the other tests, then checks every injection sees only them.
    static func checkIsolation(serial: Int) async {
        let resolver = Resolver.shared
        resolver.registerAsSingleton(Oven.self, Oven(serial: serial))
        resolver.register(Bread.self, key: "🥐", { serial.isMultiple(of: 2) ? Croissant() as Bread : PainAuChocolat() })
        // Frozen before the concurrent reads below (see `ConcurrentReadTests` for why).
        #expect(throws: Never.self) { try resolver.container.bootstrap() }
        let running = await barrier.arriveAndWait()
        #expect(running == 10)
        let kitchen = Kitchen()
        #expect(kitchen.oven.serial == serial)
        // Child tasks inherit the task-local resolver.
        let serials = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { Kitchen().oven.serial }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(serials == Array(repeating: serial, count: 8))
        #expect((Bakery().bread2 is Croissant) == serial.isMultiple(of: 2))
        // Other threads see the process-wide resolver, but a wrapper keeps the resolver it was made with.
        let pantry = Resolver.withResolver(resolver) { LazyKitchen() }
        let reads = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let read = pantry.oven.serial
            reads.append(read)
        }
        #expect(reads.recorded == Array(repeating: serial, count: 8))
    }
}

// @unchecked: as `SendableKitchen`, the wrapper's storage is never assigned.
final class LazyKitchen: @unchecked Sendable {
    @LazyInject var oven: Oven
}
