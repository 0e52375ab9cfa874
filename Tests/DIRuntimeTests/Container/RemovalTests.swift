import DIGraph
@testable import DIRuntime
import Testing

@Suite struct RemovalTests {
    protocol Clock: AnyObject, Sendable {}
    final class SystemClock: Clock {}

    @Test func removingAKeyRemovesThatKeyAloneAndItsInstanceWithIt() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in C() }
        container.register(.singleton, tag: "cache") { _ in C() }
        let tagged = try container.resolve(C.self, tag: "cache")
        container.remove(C.self, tag: "cache")
        #expect(try container.resolve(C.self, tag: "cache") === container.resolve(C.self))
        #expect(try container.resolve(C.self, tag: "cache") !== tagged)
        container.remove(C.self)
        #expect(renderedError { _ = try container.resolve(C.self) } == """
            error: [missingBinding] no binding for 'C' is visible in container 'App'
            """)
    }

    @Test func removingARegistrationRemovesItsForwardedKeysToo() {
        let container = Container(name: "App")
        let clock = container.register(.singleton) { _ in SystemClock() }.implements((any Clock).self)
        container.register(.singleton) { _ in D() }
        container.remove(clock)
        #expect(container.graph.bindings.map(\.key.description) == ["D"])
    }

    @Test func aResetBootstrappedContainerCanBeRegisteredIntoAndBootstrappedAgain() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in D() }
        try container.bootstrap()
        let first = try container.resolve(D.self)
        container.reset()
        #expect(!container.isBootstrapped)
        #expect(container.graph.bindings.isEmpty)
        container.register(.singleton) { _ in D() }
        try container.bootstrap()
        #expect(container.isBootstrapped)
        #expect(try container.resolve(D.self) !== first)
    }

    @Test func removingFromABootstrappedContainerWithdrawsItsPlan() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in D() }
        container.register(.singleton) { _ in C() }
        try container.bootstrap()
        container.remove(C.self)
        #expect(!container.isBootstrapped)
        #expect(throws: ResolutionError.self) { _ = try container.resolve(C.self) }
        _ = try container.resolve(D.self)
    }
}
