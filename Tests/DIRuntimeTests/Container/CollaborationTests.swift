@testable import DIRuntime
import Testing

@Suite struct CollaborationTests {
    @Test func collaboratingContainersResolveEachOthersKeysBothWaysAndShareSingletons() throws {
        let app = Container(name: "App")
        let session = Container(name: "Session")
        app.register(.singleton) { _ in C() }
        app.register(A.init)
        session.register(B.init)
        session.register(.singleton) { _ in D() }
        session.collaborate(with: app)
        let fromSession = try session.resolve(A.self)
        let fromApp = try app.resolve(A.self)
        #expect(fromSession.b.c === fromApp.b.c)
        #expect(fromSession.d === fromApp.d)
        #expect(try session.resolve(C.self) === app.resolve(C.self))
    }

    @Test func aKeyNeitherCollaboratorProvidesIsMissingWithoutRecursing() {
        let app = Container(name: "App")
        let session = Container(name: "Session")
        app.collaborate(with: session)
        session.collaborate(with: app)
        #expect(renderedError { _ = try session.resolve(D.self) } == """
            error: [missingBinding] no binding for 'D' is visible in container 'Session'
            """)
    }
}
