@testable import DIRuntime
import Testing

/// A resolve under way while its factories change the registrations and bootstrap again: each plan alone has no
/// cycle, but the resolve walks one that mixes two plans' edges, re-entering `Looper`, which every new plan would
/// prove again. An entry whose proving plan was withdrawn is never proven again, so the re-entry checks.
@Suite struct RebootstrapCycleTests {
    struct TooDeep: Error {}
    final class Looper: Sendable { init(mutator: Mutator, step: Step) {} }
    final class Mutator: Sendable {}
    final class Step: Sendable {
        init(left: Left) {}
        init(right: Right) {}
    }
    final class Left: Sendable {
        init() {}
        init(looper: Looper) {}
    }
    final class Right: Sendable {
        init() {}
        init(looper: Looper) {}
    }

    /// `Step -> Left`, `Right -> Looper` (`left`), or the mirror image.
    static func registerMode(left: Bool, in container: Container) {
        container.remove(Step.self)
        container.remove(Left.self)
        container.remove(Right.self)
        if left {
            container.register(Step.init(left:), scope: .unique)
            container.register({ Left() }, scope: .unique)
            container.register(Right.init(looper:), scope: .unique)
        } else {
            container.register(Step.init(right:), scope: .unique)
            container.register(Left.init(looper:), scope: .unique)
            container.register({ Right() }, scope: .unique)
        }
    }

    @Test func aCycleThroughEntriesRegisteredDuringTheResolveIsFound() throws {
        let container = Container(name: "App")
        let laps = Counter()
        container.register(Looper.init, scope: .unique)
        container.register(.unique) { container -> Mutator in
            laps.increment()
            if laps.value > 64 { throw TooDeep() }  // fails the test instead of overflowing the stack
            Self.registerMode(left: laps.value % 2 == 0, in: container)
            try container.bootstrap()
            return Mutator()
        }
        Self.registerMode(left: true, in: container)
        try container.bootstrap()
        let error = try #require(throws: (any Error).self) { _ = try container.resolve(Looper.self) }
        #expect((error as? ResolutionError)?.code == .dependencyCycle, "laps: \(laps.value), \(error)")
    }
}
