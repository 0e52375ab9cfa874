import DIGraph
@testable import DIRuntime
import Testing

@Suite struct ComponentScopeTests {
    /// Resolves `A` twice in one graph: through `A.b` and through a second `B` parameter.
    final class TwoBs: Sendable {
        let first: B
        let second: B
        init(first: B, second: B) {
            self.first = first
            self.second = second
        }
    }

    @Test func theDefaultScopeIsSharedAsInDip() {
        let container = Container()
        container.register { _ in C() }
        container.register(B.init)
        #expect(container.graph.bindings.map(\.lifetime) == [.graph, .graph])
    }

    @Test func uniqueMakesANewInstanceOnEveryResolve() throws {
        let container = Container()
        container.register(.unique) { _ in C() }
        container.register(B.init, scope: .unique)
        container.register(TwoBs.init, scope: .unique)
        let pair: TwoBs = try container.resolve()
        #expect(pair.first !== pair.second)
        #expect(pair.first.c !== pair.second.c)
    }

    @Test func sharedMakesOneInstancePerTopLevelResolve() throws {
        let container = Container()
        container.register(.shared) { _ in C() }
        container.register(B.init, scope: .unique)
        container.register(TwoBs.init, scope: .unique)
        let first: TwoBs = try container.resolve()
        let second: TwoBs = try container.resolve()
        #expect(first.first.c === first.second.c)
        #expect(first.first.c !== second.first.c)
    }

    @Test func singletonIsMadeOnceOnFirstResolve() throws {
        let container = Container()
        let counter = Counter()
        container.register(.singleton) { _ in
            counter.increment()
            return D()
        }
        #expect(counter.value == 0)
        let first: D = try container.resolve()
        let second: D = try container.resolve()
        #expect(first === second)
        #expect(counter.value == 1)
    }

    @Test func eagerSingletonIsMadeByBootstrap() throws {
        let container = Container()
        let counter = Counter()
        container.register(.eagerSingleton) { _ in
            counter.increment()
            return D()
        }
        #expect(counter.value == 0)
        try container.bootstrap()
        #expect(counter.value == 1)
        let first: D = try container.resolve()
        let second: D = try container.resolve()
        #expect(first === second)
        #expect(counter.value == 1)
    }

    @Test func weakSingletonIsHeldUntilTheOutermostResolveEndsThenReleased() throws {
        let container = Container()
        let counter = Counter()
        container.register(.weakSingleton) { _ in
            counter.increment()
            return C()
        }
        // Nobody keeps the `C` the factory of `B` asks for, yet the second request in the same graph gets it.
        container.register(.unique) { container in
            _ = try container.resolve(C.self)
            return B(c: try container.resolve())
        }
        _ = try container.resolve(B.self)
        #expect(counter.value == 1)

        var held: C? = try container.resolve()
        weak let weakHeld = held
        #expect(counter.value == 2)
        #expect(try container.resolve(C.self) === held)
        held = nil
        #expect(weakHeld == nil)
        _ = try container.resolve(C.self)
        #expect(counter.value == 3)
    }
}
