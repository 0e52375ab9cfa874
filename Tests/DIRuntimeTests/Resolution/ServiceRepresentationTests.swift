import DIGraph
import DISync
@testable import DIRuntime
import Testing

/// A class service comes back from the erased resolve as one reference in a register, anything else through room
/// on the caller's stack (`Entry.isObject`): each shape of service, resolved at the top and as an auto-wired
/// parameter, must come back whole, neither leaked nor released once too often.
@Suite struct ServiceRepresentationTests {
    protocol Reporting: AnyObject, Sendable { var name: String { get } }
    final class Reporter: Reporting {
        let name: String
        init(name: String) { self.name = name }
    }
    struct Wrapped: Sendable {
        let reporter: Reporter
        let count: Int
    }
    final class Consumer: @unchecked Sendable {  // @unchecked: `object` is an immutable `Reporter`
        let reporter: Reporter
        let existential: any Reporting
        let object: AnyObject
        let wrapped: Wrapped
        init(reporter: Reporter, existential: any Reporting, object: AnyObject, wrapped: Wrapped) {
            self.reporter = reporter
            self.existential = existential
            self.object = object
            self.wrapped = wrapped
        }
    }

    /// A container whose services each make a new `Reporter` named after the shape, kept weakly in `made`.
    private static func container(bootstrapped: Bool, recording made: Locked<[Weak]>) throws -> Container {
        let container = Container()
        @Sendable func reporter(_ name: String) -> Reporter {
            let reporter = Reporter(name: name)
            made.withLock { $0.append(Weak(reporter)) }
            return reporter
        }
        container.register(.unique) { _ in reporter("class") }
        container.register(.unique, type: (any Reporting).self) { _ in reporter("existential") }
        container.register(.unique, type: AnyObject.self) { _ in reporter("object") }
        container.register(.unique) { _ in Wrapped(reporter: reporter("struct"), count: 3) }
        container.register(Consumer.init, scope: .unique)
        if bootstrapped { try container.bootstrap() }
        return container
    }

    @Test(arguments: [false, true])
    func everyShapeResolvesWholeAtTheTopAndAsAParameter(bootstrapped: Bool) throws {
        let made = Locked<[Weak]>([])
        do {
            let container = try Self.container(bootstrapped: bootstrapped, recording: made)
            let reporter: Reporter = try container.resolve()
            let existential: any Reporting = try container.resolve()
            let object: AnyObject = try container.resolve()
            let wrapped: Wrapped = try container.resolve()
            let consumer: Consumer = try container.resolve()
            #expect(reporter.name == "class")
            #expect(existential.name == "existential")
            #expect((object as? Reporter)?.name == "object")
            #expect(wrapped.reporter.name == "struct" && wrapped.count == 3)
            #expect(consumer.reporter.name == "class")
            #expect(consumer.existential.name == "existential")
            #expect((consumer.object as? Reporter)?.name == "object")
            #expect(consumer.wrapped.reporter.name == "struct" && consumer.wrapped.count == 3)
            #expect(made.withLock { $0.count } == 8)
            #expect(made.withLock { $0.allSatisfy { $0.object != nil } })
        }
        let leaked = made.withLock { $0.compactMap { ($0.object as? Reporter)?.name } }
        #expect(leaked == [], "instances still alive after every reference was dropped")
    }

    final class Weak: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
