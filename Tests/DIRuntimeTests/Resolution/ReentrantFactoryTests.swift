import DIGraph
@testable import DIRuntime
import Testing

/// A factory that asks for the instance it is making re-enters the lock that instance is made under. Apple's
/// `os_unfair_lock` traps there and a Linux mutex deadlocks; DISync's lock reports it, so every platform gets the
/// container's `dependencyCycle` instead.
@Suite struct ReentrantFactoryTests {
    final class Session: Sendable {}
    final class Tracker: Sendable {
        let session: Lazy<Session>
        init(session: Lazy<Session>) { self.session = session }
    }

    @Test func aSingletonWhoseFactoryResolvesItselfIsACycle() {
        let container = Container(name: "App")
        container.register(.singleton) { resolver -> Session in
            _ = try resolver.resolve(Session.self)
            return Session()
        }
        let line = #line - 4
        let error = withinSeconds { renderedError { _ = try container.resolve(Session.self) } }
        #expect(error == """
            DIRuntimeTests/ReentrantFactoryTests.swift:\(line):27: error: [dependencyCycle] dependency cycle: Session -> Session
            DIRuntimeTests/ReentrantFactoryTests.swift:\(line):27: note: 'Session' needs 'Session'
            note: resolution path: 'Session' -> 'Session'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test func aWeakSingletonWhoseFactoryResolvesItselfIsACycle() {
        let container = Container(name: "App")
        container.register(.weakSingleton) { resolver -> Session in
            _ = try resolver.resolve(Session.self)
            return Session()
        }
        let error = withinSeconds { renderedError { _ = try container.resolve(Session.self) } }
        let cycle = "error: [dependencyCycle] dependency cycle: Session -> Session"
        #expect(error?.contains(cycle) == true, "\(error ?? "no error")")
    }

    @Test func aFactoryThatReadsTheLazyItIsMakingGetsACycle() throws {
        let container = Container(name: "App")
        container.register(.singleton) { resolver in Tracker(session: try resolver.resolve()) }
        container.register { resolver -> Session in
            // The `Lazy` whose first read is making this very `Session`.
            _ = try resolver.resolve(Tracker.self).session.value
            return Session()
        }
        let line = #line - 5
        let tracker = try container.resolve(Tracker.self)
        let error = withinSeconds { renderedError { _ = try tracker.session.value } }
        #expect(error == """
            DIRuntimeTests/ReentrantFactoryTests.swift:\(line):28: error: [dependencyCycle] dependency cycle: Session -> Session
            DIRuntimeTests/ReentrantFactoryTests.swift:\(line):28: note: 'Session' needs 'Session'
            note: resolution path: 'Session' -> 'Session'
            note: the cycle closes through a 'Lazy' whose value was read while that value was being made
            note: read the 'Lazy' once its value is made, not from the factory that makes it
            """)
        // The failed read is tried again, and a factory that no longer re-enters makes the value.
        container.register { _ in Session() }
        #expect(throws: Never.self) { _ = try tracker.session.value }
    }

    /// On another thread, at most ten seconds: a re-entered lock that deadlocks fails the test, not the run.
    private func withinSeconds(_ body: @escaping @Sendable () -> String?) -> String? {
        onThread(seconds: 10, body) ?? nil
    }
}
