import DIGraph
@testable import DIRuntime
import Testing

/// A scope's life in the runtime: declared once, validated with the app, opened with its externals, closed.
@Suite struct ScopeLifecycleTests {
    /// The app of the issue: an HTTP client, and a Session scope with a user and payments flushed on close.
    func app(log: CloseLog) -> (app: Container, sessions: Scope) {
        let app = Container(name: "App")
        app.register(.singleton) { _ in LiveSessionHTTP() as any SessionHTTP }
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self)
            session.register(.singleton) { c in
                SessionPayments(http: try c.resolve(), user: try c.resolve(), log: log)
            }
            .onClose { payments in await payments.flush() }
            session.register(.singleton) { c in SessionCart(payments: try c.resolve()) }
                .onClose { _ in log.record("close cart") }
        }
        return (app, sessions)
    }

    @Test func aSessionOpensWithItsUserResolvesAndClosesNewestInstanceFirst() async throws {
        let log = CloseLog()
        let (app, sessions) = app(log: log)
        try app.bootstrap()
        let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        let cart: SessionCart = try session.resolve()
        #expect(cart.payments.user.name == "ada")
        let warnings = try await session.close()
        #expect(log.recorded == ["close cart", "flush payments of ada"])
        // The test still holds the cart, and through it the payments: both outlive the scope.
        #expect(warnings.map(\.code) == [.instanceOutlivedScope, .instanceOutlivedScope])
        withExtendedLifetime(cart) {}
    }

    @Test func closingReleasesWhatTheScopeKeptAndReportsNothingWhenNobodyHoldsIt() async throws {
        let log = CloseLog()
        let (app, sessions) = app(log: log)
        try app.bootstrap()
        let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        weak var payments: SessionPayments?
        do {
            let made: SessionPayments = try session.resolve()
            payments = made
        }
        #expect(payments != nil)
        let warnings = try await session.close()
        #expect(warnings.isEmpty)
        #expect(payments == nil)
    }

    @Test func aSecondCloseDoesNothing() async throws {
        let log = CloseLog()
        let (app, sessions) = app(log: log)
        try app.bootstrap()
        let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        _ = try session.resolve() as SessionCart
        try await session.close()
        try await session.close()
        #expect(log.recorded == ["close cart", "flush payments of ada"])
    }

    @Test func reopeningGivesNewInstancesAndLeavesTheParentsAlone() async throws {
        let (app, sessions) = app(log: CloseLog())
        try app.bootstrap()
        let first = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        let firstCart: SessionCart = try first.resolve()
        let http: any SessionHTTP = try app.resolve()
        try await first.close()
        let second = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        let secondCart: SessionCart = try second.resolve()
        #expect(firstCart !== secondCart)
        #expect(secondCart.payments.user.name == "grace")
        #expect(secondCart.payments.http as AnyObject === http as AnyObject)
        #expect(try app.resolve() as any SessionHTTP as AnyObject === http as AnyObject)
    }

    @Test func resolvingFromAClosedScopeNamesTheScopeAndWhereItWasClosed() async throws {
        let (app, sessions) = app(log: CloseLog())
        try app.bootstrap()
        let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        let lazyCart: Lazy<SessionCart> = try session.resolve()
        try await session.close(); let closeLine = #line
        let message = renderedError { _ = try session.resolve() as SessionCart }
        #expect(message == """
            error: [scopeClosed] scope 'Session' is closed: 'SessionCart' cannot be resolved from it
            DIRuntimeTests/ScopeLifecycleTests.swift:\(closeLine):32: note: scope 'Session' was closed here
            note: open the scope again for a new one; an object that outlives a scope must not keep its container, \
            'Lazy' or 'Provider'
            """)
        #expect(renderedError { _ = try lazyCart.value } == message)
        let asyncMessage = await renderedAsyncError { _ = try await session.resolveAsync() as SessionCart }
        #expect(asyncMessage?.contains("[scopeClosed] scope 'Session' is closed") == true)
    }
}

/// What is checked before anything opens, and what `open` refuses.
@Suite struct ScopeValidationTests {
    @Test func aMistakeInsideTheScopeFailsTheAppsBootstrapBeforeAnyOpen() {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton, dependsOn: [.on(SessionPayments.self)]) { c in
                SessionCart(payments: try c.resolve())
            }
        }
        let message = renderedError { try app.bootstrap() }
        #expect(message?.contains(
            "error: [missingBinding] 'SessionCart' needs 'SessionPayments', but no binding for 'SessionPayments' is "
                + "visible in container 'Session'") == true, "\(message ?? "no error")")
        withExtendedLifetime(sessions) {}
    }

    @Test func anExternalCountsAsBoundWhenTheAppIsValidated() {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self)
            session.register(.singleton, dependsOn: [.on(SignedInUser.self)]) { c in
                SessionFeedOwner(user: try c.resolve())
            }
        }
        #expect(app.validate().isEmpty)
        withExtendedLifetime(sessions) {}
    }

    @Test func anExternalAlsoRegisteredInTheScopeIsReported() {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self); let line = #line
            session.register { _ in SignedInUser(name: "fixed") }
            _ = line
        }
        let codes = app.validate().map(\.code)
        #expect(codes == [.externalConflict])
        withExtendedLifetime(sessions) {}
    }

    @Test func aCloseActionOnAUniqueRegistrationIsAnErrorAtTheAction() {
        let app = Container(name: "App")
        app.register(.unique) { _ in SessionFeed() }
            .onClose { _ in }; let line = #line
        let diagnostics = app.validate()
        #expect(diagnostics.count == 1)
        #expect(DiagnosticRenderer().render(diagnostics) == """
            DIRuntimeTests/ScopeLifecycleTests.swift:\(line):22: error: [closeActionNeverRuns] the close action of \
            'SessionFeed' never runs: its lifetime is 'transient', so container 'App' keeps no instance of it to close
            DIRuntimeTests/ScopeLifecycleTests.swift:\(line - 1):21: note: registered here
            note: register 'SessionFeed' as '.singleton', '.eagerSingleton' or '.weakSingleton' (a '.unique' or '.shared' \
            instance is never kept), or remove its 'onClose'
            """)
    }

    @Test func openingWithoutAnExternalOrWithAnUndeclaredOneNamesIt() throws {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self); let line = #line
            _ = line
        }
        try app.bootstrap()
        let missing = renderedError { _ = try sessions.open() }
        #expect(missing?.contains(
            "error: [unboundExternal] scope 'Session' is opened without a value for its external 'SignedInUser'") == true,
            "\(missing ?? "no error")")
        #expect(missing?.contains("note: declared as an external here") == true)
        let extra = renderedError {
            _ = try sessions.open { $0.bind(SignedInUser(name: "ada")); $0.bind(SessionFeed()) }
        }
        #expect(extra?.contains(
            "error: [unboundExternal] scope 'Session' declares no external 'SessionFeed', but a value is bound to it")
            == true, "\(extra ?? "no error")")
        #expect(extra?.contains("note: its externals are 'SignedInUser'; bind one of those") == true)
    }

    @Test func anExternalOutsideAScopeIsReported() {
        let app = Container(name: "App")
        app.external(SignedInUser.self)
        let message = DiagnosticRenderer().render(app.validate())
        #expect(message.contains(
            "error: [unboundExternal] container 'App' declares the external 'SignedInUser', but it is no scope: nothing binds it"),
            "\(message)")
    }
}

final class SessionFeedOwner: Sendable {
    let user: SignedInUser
    init(user: SignedInUser) { self.user = user }
}
