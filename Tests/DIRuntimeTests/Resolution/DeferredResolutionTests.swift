import DIGraph
@testable import DIRuntime
import Testing

@Suite struct DeferredResolutionTests {
    final class Screen: Sendable {
        let analytics: Lazy<D>
        let makeRequest: Provider<C>
        let logger: B?
        init(analytics: Lazy<D>, makeRequest: Provider<C>, logger: B?) {
            self.analytics = analytics
            self.makeRequest = makeRequest
            self.logger = logger
        }
    }

    @Test func anOptionalResolveIsNilWhenNothingIsRegistered() throws {
        let container = Container()
        let missing: D? = try container.resolve()
        #expect(missing == nil)
        container.register { _ in D() }
        let present: D? = try container.resolve()
        #expect(present != nil)
    }

    @Test func anOptionalResolveStillThrowsWhenTheServiceCannotBeMade() {
        let container = Container(name: "App")
        container.register(B.init)
        let line = #line - 1
        #expect(renderedError { let _: B? = try container.resolve() } == """
            DIRuntimeTests/DeferredResolutionTests.swift:\(line):27: error: [missingBinding] 'B' needs 'C', but no binding for 'C' is visible in container 'App'
            note: resolution path: 'B' -> 'C'
            DIRuntimeTests/DeferredResolutionTests.swift:\(line):27: note: 'B' is registered here
            DIRuntimeTests/DeferredResolutionTests.swift:\(line):27: note: did you mean 'B'?
            """)
    }

    @Test func lazyResolvesOnFirstUseAndKeepsTheInstance() throws {
        let container = Container()
        let counter = Counter()
        container.register(.unique) { _ in
            counter.increment()
            return D()
        }
        let lazy: Lazy<D> = try container.resolve()
        #expect(counter.value == 0)
        let first = try lazy.value
        #expect(try lazy() === first)
        #expect(counter.value == 1)
    }

    @Test func providerResolvesOnEveryCall() throws {
        let container = Container()
        container.register(.unique) { _ in D() }
        let provider: Provider<D> = try container.resolve()
        #expect(try provider() !== provider())
    }

    @Test func autoWiredLazyProviderAndOptionalParametersAreDeferredEdgesInTheGraph() throws {
        let container = Container()
        container.register(.unique) { _ in D() }
        container.register(.unique) { _ in C() }
        container.register(Screen.init)
        let screen: Screen = try container.resolve()
        #expect(screen.logger == nil)
        #expect(try screen.makeRequest() !== screen.makeRequest())
        _ = try screen.analytics.value
        let binding = try #require(container.graph.bindings.first { $0.key.description == "Screen" })
        #expect(binding.dependencies.map { "\($0.key) \($0.kind)" } == ["D lazy", "C provider", "B optional"])
        #expect(container.validate().isEmpty)
    }

    @Test func aLazyEdgeBreaksACycleThatADirectEdgeWouldClose() throws {
        final class Left: Sendable {
            let right: Lazy<Right>
            init(right: Lazy<Right>) { self.right = right }
        }
        // Weak back to the singleton: `Left` keeps `Right` through its `Lazy`'s cached value, so a strong
        // `left` would make the two objects a retain cycle of the test's own (LeakSanitizer reported it).
        final class Right: Sendable {
            weak let left: Left?
            init(left: Left) { self.left = left }
        }
        let container = Container()
        container.register(Left.init, scope: .singleton)
        container.register(Right.init, scope: .unique)
        #expect(container.validate().isEmpty)
        let left: Left = try container.resolve()
        #expect(try left.right.value.left === left)
    }

    /// A singleton holding a `Lazy` or `Provider` of its own container used to keep the container alive (a cycle
    /// LeakSanitizer found): they hold it weakly now, and say so when used after it is gone.
    @Test func aSingletonHoldingALazyOrProviderDoesNotKeepItsContainerAlive() throws {
        final class Holder: Sendable {
            let lazy: Lazy<D>
            let provider: Provider<C>
            init(lazy: Lazy<D>, provider: Provider<C>) {
                self.lazy = lazy
                self.provider = provider
            }
        }
        weak var released: Container?
        let holder: Holder
        do {
            let container = Container()
            container.register(.singleton) { _ in D() }
            container.register(.unique) { _ in C() }
            container.register(Holder.init, scope: .singleton)
            holder = try container.resolve()
            released = container
        }
        #expect(released == nil)
        #expect(renderedError { _ = try holder.provider() } == """
            error: [missingBinding] 'C' cannot be resolved: the container that made this 'Provider<C>' has been released
            note: keep the container alive for as long as what it made uses its 'Provider' values
            """)
        #expect(renderedError { _ = try holder.lazy.value }?.contains("this 'Lazy<D>' has been released") == true)
    }
}
