import DIGraph
@testable import DIRuntime
import Testing

@Suite struct ForwardingPrecedenceTests {
    protocol Clock: AnyObject, Sendable {}
    protocol Ticker: AnyObject, Sendable {}
    final class SystemClock: Clock, Ticker {}
    final class TestClock: Clock, Ticker {}

    @Test func aLaterForwardOfTheSameTypeWinsAndTheEarlierRegistrationKeepsItsTypeAndOtherForwards() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in SystemClock() }
            .implements((any Clock).self)
            .implements((any Ticker).self)
        container.register(.singleton) { _ in TestClock() }
            .implements((any Clock).self)
        #expect(try container.resolve((any Clock).self) is TestClock)
        #expect(try container.resolve((any Ticker).self) is SystemClock)
        #expect(try container.resolve(SystemClock.self) === container.resolve((any Ticker).self))
        #expect(container.validate().isEmpty)
        #expect(container.graph.bindings.map { "\($0.key) \($0.source)" } == [
            "SystemClock factory", "Ticker alias(SystemClock)", "TestClock factory", "Clock alias(TestClock)",
        ])
    }

    @Test func aLaterTaggedForwardIsItsOwnKeyBesideTheUntaggedOne() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in SystemClock() }.implements((any Clock).self)
        container.register(.singleton) { _ in TestClock() }.implements((any Clock).self, tag: "test")
        #expect(try container.resolve((any Clock).self) is SystemClock)
        #expect(try container.resolve((any Clock).self, tag: "test") is TestClock)
        #expect(container.validate().isEmpty)
        try container.bootstrap()
        #expect(try container.resolve((any Clock).self) is SystemClock)
        #expect(try container.resolve((any Clock).self, tag: "test") is TestClock)
    }
}
