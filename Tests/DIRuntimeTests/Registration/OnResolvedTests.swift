import DIGraph
@testable import DIRuntime
import Testing

@Suite struct OnResolvedTests {
    @Test func severalBlocksRunInRegistrationOrderAfterTheInstanceIsMade() throws {
        let container = Container()
        let journal = Journal()
        container.register(.unique) { _ in
            journal.write("factory")
            return D()
        }
        .onResolved { _, _ in journal.write("first") }
        .onResolved { _, _ in journal.write("second") }
        _ = try container.resolve(D.self)
        #expect(journal.all == ["factory", "first", "second"])
    }

    @Test func aBlockOnASingletonRegisteredAsAProtocolGetsTheInstanceOnce() throws {
        // A factory's entry keeps its service type as a metatype: here an existential, whose kept cell and
        // blocks see `any NetworkLayer`, not the concrete class.
        let container = Container()
        let journal = Journal()
        container.register(.singleton, type: (any NetworkLayer).self) { _ in URLSessionNetworkLayer(baseURL: "https://api") }
            .onResolved { _, layer in journal.write("made \(type(of: layer))") }
        let first = try container.resolve((any NetworkLayer).self)
        let second = try container.resolve((any NetworkLayer).self)
        #expect(first === second)
        #expect(journal.all == ["made URLSessionNetworkLayer"])
    }

    @Test func anAutowiredRegistrationKeepsItsInitializerThroughModifiers() throws {
        let container = Container()
        let journal = Journal()
        container.register(.unique) { _ in C() }
        // Each modifier makes a new entry, which must carry the initializer and its parameters over.
        container.register(B.init, scope: .unique)
            .implements(AnyObject.self)
            .onResolved { _, b in journal.write("B with \(type(of: b.c))") }
        _ = try container.resolve(B.self)
        #expect(journal.all == ["B with C"])
        #expect(try container.resolve(AnyObject.self) is B)
        #expect(container.graph.bindings.first { $0.key.description == "B" }?.dependencies.map(\.key.description) == ["C"])
    }

    @Test func aCycleThroughSharedInstancesClosesInABlock() throws {
        let container = Container()
        container.register(.shared) { _ in Parent() }
            .onResolved { container, parent in parent.child = try container.resolve() }
        container.register(.shared) { container in Child(parent: try container.resolve()) }
        let parent: Parent = try container.resolve()
        #expect(parent.child?.parent === parent)
    }

    @Test func aCycleThroughASingletonClosesInABlockAndAnotherResolveSeesTheSameInstance() throws {
        let container = Container()
        container.register(.singleton) { _ in Parent() }
            .onResolved { container, parent in parent.child = try container.resolve() }
        container.register(.unique) { container in Child(parent: try container.resolve()) }
        let parent: Parent = try container.resolve()
        #expect(parent.child?.parent === parent)
        #expect(try container.resolve(Parent.self) === parent)
    }

    @Test func aCycleThroughUniqueInstancesInABlockIsReportedNotRecursedForever() {
        let container = Container(name: "App")
        container.register(.unique) { _ in Parent() }
            .onResolved { container, parent in parent.child = try container.resolve() }
        let parentLine = #line - 2
        container.register(.unique) { container in Child(parent: try container.resolve()) }
        let childLine = #line - 1
        #expect(renderedError { _ = try container.resolve(Parent.self) } == """
            DIRuntimeTests/OnResolvedTests.swift:\(parentLine):27: error: [dependencyCycle] dependency cycle: Parent -> Child -> Parent
            DIRuntimeTests/OnResolvedTests.swift:\(parentLine):27: note: 'Parent' needs 'Child'
            DIRuntimeTests/OnResolvedTests.swift:\(childLine):27: note: 'Child' needs 'Parent'
            note: resolution path: 'Parent' -> 'Child' -> 'Parent'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
    }

    @Test func whenABlockThrowsTheGraphItsResolveMadeIsReleased() {
        // The outermost resolve has made its service when the blocks run; a block that throws gives it up, so
        // it must be destroyed there (the erased resolve writes it into the caller's memory before the blocks).
        let container = Container()
        let journal = Journal()
        container.register(.unique) { c in Wheel(hub: try c.resolve(), journal: journal) }
        container.register(.unique) { _ in Hub(journal: journal) }
            .onResolved { _, _ in throw FactoryFailure(reason: "late") }
        #expect(throws: FactoryFailure(reason: "late")) { _ = try container.resolve(Wheel.self) }
        #expect(journal.all.sorted() == ["Hub released", "Wheel released"])
    }

    @Test func aStructWhoseBlockThrowsIsDestroyedWithWhatItHolds() {
        let container = Container()
        let journal = Journal()
        container.register(.unique) { _ in Rim(hub: Hub(journal: journal)) }
            .onResolved { _, _ in throw FactoryFailure(reason: "late") }
        #expect(throws: FactoryFailure(reason: "late")) { _ = try container.resolve(Rim.self) }
        #expect(journal.all == ["Hub released"])
    }
}

private final class Hub: Sendable {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    deinit { journal.write("Hub released") }
}

private final class Wheel: Sendable {
    let hub: Hub
    let journal: Journal
    init(hub: Hub, journal: Journal) {
        self.hub = hub
        self.journal = journal
    }
    deinit { journal.write("Wheel released") }
}

private struct Rim: Sendable {
    let hub: Hub
}
