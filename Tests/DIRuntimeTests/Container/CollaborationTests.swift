@testable import DIRuntime
import Testing

@Suite struct CollaborationTests {
    /// App and Session linked both ways, each needing the other: A (App) needs B and D (Session), B needs C (App).
    static func collaborating() -> (app: Container, session: Container) {
        let app = Container(name: "App")
        let session = Container(name: "Session")
        app.register(.singleton) { _ in C() }
        app.register(A.init)
        session.register(B.init)
        session.register(.singleton) { _ in D() }
        session.collaborate(with: app)
        return (app, session)
    }

    @Test func collaboratingContainersResolveEachOthersKeysBothWaysAndShareSingletons() throws {
        let (app, session) = Self.collaborating()
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

    @Test func validationAndBootstrapSeeWhatResolveSeesThroughCollaborators() throws {
        let (app, session) = Self.collaborating()
        #expect(app.validate().isEmpty, "\(app.validate())")
        #expect(session.validate().isEmpty, "\(session.validate())")
        try session.bootstrap()
        try app.bootstrap()
        #expect(try session.resolve(A.self).b.c === app.resolve(C.self))
        #expect(app.graph.containers.map(\.collaborators) == [["Session"], ["App"]])
    }

    @Test func aKeyNoCollaboratorProvidesIsStillMissingInValidation() {
        let app = Container(name: "App")
        let session = Container(name: "Session")
        session.register(B.init)
        session.collaborate(with: app)
        #expect(session.validate().map(\.message) == [
            "'B' needs 'C', but no binding for 'C' is visible in container 'Session'",
        ])
    }

    @Test func aBootstrappedContainerStillSeesWhatACollaboratorRegistersLater() throws {
        let app = Container(name: "App")
        let session = Container(name: "Session")
        session.register(.unique) { _ in C() }
        session.collaborate(with: app)
        try session.bootstrap()
        #expect(throws: ResolutionError.self) { try session.resolve(D.self) }
        app.register(.singleton) { _ in D() }
        #expect(try session.resolve(D.self) === app.resolve(D.self))
    }
}

