import DIGraph
@testable import DIRuntime
import Testing

@Suite struct BootstrappedLookupTests {
    final class Client: Sendable {
        let network: any NetworkLayer
        init(network: any NetworkLayer) { self.network = network }
    }

    /// The plan's probed table holds only keys an entry makes exactly; a forwarded key, the key of an entry taking
    /// runtime arguments, and an auto-wired parameter of a forwarded type are found beside it.
    @Test(arguments: [false, true])
    func keysThatAreNotAnEntrysOwnServiceResolveOnceBootstrapped(bootstrapped: Bool) throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in URLSessionNetworkLayer(baseURL: "api") }
            .implements((any NetworkLayer).self)
        container.register(Client.init, scope: .unique)
        container.register(.unique) { (_: Container, url: String) in URLSessionNetworkLayer(baseURL: url) }
        if bootstrapped { try container.bootstrap() }
        let forwarded: any NetworkLayer = try container.resolve()
        let client: Client = try container.resolve()
        let own: URLSessionNetworkLayer = try container.resolve()
        #expect(forwarded === own)
        #expect(client.network === own)
        #expect(try container.resolve(URLSessionNetworkLayer.self, arguments: "other").baseURL == "other")
    }

    @Test func aBootstrappedContainerFallsBackFromATagAndSeesItsParentsAsBefore() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        let child = Container(name: "Child", parents: [parent])
        child.register { _ in URLSessionNetworkLayer(baseURL: "default") }
        child.register(tag: Environment.development) { _ in URLSessionNetworkLayer(baseURL: "dev") }
        try parent.bootstrap()
        try child.bootstrap()
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: Environment.production).baseURL == "default")
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: Environment.development).baseURL == "dev")
        #expect(try child.resolve(D.self) === parent.resolve(D.self))
        #expect(renderedError { _ = try parent.resolve(URLSessionNetworkLayer.self) } == """
            error: [missingBinding] no binding for 'URLSessionNetworkLayer' is visible in container 'Parent'
            """)
    }

    @Test func aChildBootstrappedAfterItsParentsFindsTheirKeysWithoutTheVisibilityCache() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        parent.register(.unique) { _ in C() }
        parent.register(.unique, tag: "fast") { _ in URLSessionNetworkLayer(baseURL: "parent fast") }
        let child = Container(name: "Child", parents: [parent])
        child.register(B.init, scope: .unique)
        child.register(A.init, scope: .unique)
        child.register(.unique) { _ in URLSessionNetworkLayer(baseURL: "child") }
        try parent.bootstrap()
        try child.bootstrap()
        let a: A = try child.resolve()
        #expect(a.d === (try parent.resolve() as D))
        #expect(try child.resolve(C.self) !== child.resolve(C.self))
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: "fast").baseURL == "parent fast")
        #expect(try child.resolve(URLSessionNetworkLayer.self).baseURL == "child")
        #expect(child.visibilityCache.withLock { $0.snapshotsTaken } == 0)
        // A tag that nothing binds still falls back through the cache.
        #expect(try child.resolve(URLSessionNetworkLayer.self, tag: "slow").baseURL == "child")
        #expect(child.visibilityCache.withLock { $0.snapshotsTaken } == 1)
    }

    @Test func aKeyTwoFrozenParentsProvideIsStillAmbiguousFromAFrozenChild() throws {
        let left = Container(name: "Left")
        left.register { _ in D() }
        let right = Container(name: "Right")
        right.register { _ in D() }
        let child = Container(name: "Child", parents: [left, right])
        try left.bootstrap()
        try right.bootstrap()
        try child.bootstrap()
        #expect(try #require(throws: ResolutionError.self) { _ = try child.resolve(D.self) }.code == .ambiguousBinding)
    }

    @Test func aChildBootstrappedBeforeItsParentStillSeesWhatTheParentRegistersLater() throws {
        let parent = Container(name: "Parent")
        let child = Container(name: "Child", parents: [parent])
        try child.bootstrap()
        parent.register(.singleton) { _ in D() }
        #expect(try child.resolve(D.self) === parent.resolve(D.self))
    }
}
