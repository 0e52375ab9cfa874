import DIGraph
@testable import DIRuntime
import Testing

@Suite struct ForwardingTests {
    protocol Clock: AnyObject, Sendable {}
    protocol Unrelated: AnyObject, Sendable {}
    final class SystemClock: Clock {}

    @Test func aForwardedKeySharesTheDefinitionAndItsInstances() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in SystemClock() }
            .implements((any Clock).self)
            .implements((any Clock).self, tag: "wall")
        let clock = try container.resolve(SystemClock.self)
        #expect(try container.resolve((any Clock).self) === clock)
        #expect(try container.resolve((any Clock).self, tag: "wall") === clock)
        #expect(container.graph.bindings.map(\.source) == [
            .factory, .alias(ServiceKey(try TypeName(parsing: "SystemClock"))),
            .alias(ServiceKey(try TypeName(parsing: "SystemClock"))),
        ])
    }

    @Test func anInstanceOfTheWrongTypeIsAnErrorNamingBothTypes() {
        let container = Container(name: "App")
        container.register(.unique) { _ in SystemClock() }.implements((any Unrelated).self)
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve((any Unrelated).self) } == """
            DIRuntimeTests/ForwardingTests.swift:\(line):27: error: [invalidType] 'SystemClock' is registered as implementing 'Unrelated', but it made an instance of 'SystemClock', which is not a 'Unrelated'
            note: make 'SystemClock' conform to 'Unrelated', or remove 'implements(Unrelated.self)'
            """)
    }
}
