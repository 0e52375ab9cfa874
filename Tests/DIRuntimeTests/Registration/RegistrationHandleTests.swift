import DIGraph
@testable import DIRuntime
import DISync
import Testing

@Suite struct RegistrationHandleTests {
    protocol Clock: AnyObject, Sendable {}
    protocol Ticker: AnyObject, Sendable {}
    final class SystemClock: Clock, Ticker {}

    @Test func callsOnOneHandleKeptInAVariableAllApply() throws {
        let container = Container(name: "App")
        let registration = container.register(.singleton) { _ in SystemClock() }
        registration.implements((any Clock).self)
        registration.implements((any Ticker).self)
        let clock = try container.resolve(SystemClock.self)
        #expect(try container.resolve((any Clock).self) === clock)
        #expect(try container.resolve((any Ticker).self) === clock)
    }

    @Test func aBlockAddedThroughOneCopyAndAForwardThroughAnotherAreBothKept() throws {
        let container = Container(name: "App")
        let ran = Locked(0)
        let registration = container.register(.unique) { _ in SystemClock() }
        registration.onResolved { _, _ in ran.withLock { $0 += 1 } }
        registration.implements((any Clock).self)
        _ = try container.resolve((any Clock).self)
        #expect(ran.withLock { $0 } == 1)
    }

    @Test func aHandleWhoseKeyALaterRegisterReplacedChangesNothing() throws {
        let container = Container(name: "App")
        let first = container.register(.unique) { _ in SystemClock() }
        container.register(.unique) { _ in SystemClock() }
        first.implements((any Clock).self)
        #expect(container.graph.bindings.count == 1)
    }
}
