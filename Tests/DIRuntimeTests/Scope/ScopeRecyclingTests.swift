@testable import DIRuntime
import Testing

/// A closed open of a scope that nothing holds leaves its registrations to the next open (`RecycledScope`): that open
/// must behave exactly as one that ran the declaration again, with nothing of the old session in it.
@Suite struct ScopeRecyclingTests {
    final class Token: Sendable {}

    /// An app with a Session scope of a bound user, payments that need it, and a close action that logs.
    private static func app(log: CloseLog) throws -> (Container, Scope) {
        let app = Container(name: "App")
        app.register(.singleton) { _ in LiveSessionHTTP() as any SessionHTTP }
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self)
            session.register(.singleton) { c in
                SessionPayments(http: try c.resolve(), user: try c.resolve(), log: log)
            }
            .onClose { payments in payments.log.record("close payments of \(payments.user.name)") }
            session.register(.weakSingleton) { _ in SessionFeed() }
        }
        try app.bootstrap()
        return (app, sessions)
    }

    private static func recycledCount(_ scope: Scope) -> Int {
        scope.recycled.count
    }

    /// Externals of every shape resolve to the values bound, in a first open (which registers them) and in the
    /// recycled opens after it (which bind them into the entries): an object, an object under a tag, a struct, and
    /// an object bound as a protocol (an existential, not one reference).
    @Test func externalsOfEveryShapeResolveToTheValuesBoundInFirstAndRecycledOpens() throws {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.external(Token.self)
            session.external(Token.self, tag: "refresh")
            session.external(SignedInUser.self)
            session.external((any SessionHTTP).self)
        }
        try app.bootstrap()
        weak var lastToken: Token?
        weak var lastHTTP: LiveSessionHTTP?
        for round in 0..<3 {
            let token = Token(), refresh = Token(), http = LiveSessionHTTP()
            lastToken = token
            lastHTTP = http
            let session = try sessions.open { binder in
                binder.bind(token)
                binder.bind(refresh, tag: "refresh")
                binder.bind(SignedInUser(name: "user \(round)"), tag: nil)  // the tagged overload, untagged
                binder.bind(http, as: (any SessionHTTP).self)
            }
            #expect(try session.resolve() as Token === token, "round \(round): the untagged token")
            #expect(try session.resolve(Token.self, tag: "refresh") === refresh, "round \(round): the tagged token")
            #expect(try session.resolve() as SignedInUser == SignedInUser(name: "user \(round)"), "round \(round)")
            #expect((try session.resolve() as any SessionHTTP) as? LiveSessionHTTP === http, "round \(round): the protocol-typed value")
            try session.closeSynchronously()
        }
        #expect(Self.recycledCount(sessions) == 1, "the closed sessions were not recycled, so only first opens ran")
        #expect(lastToken == nil, "the last session's token (an object) outlived it: what it left holds it")
        #expect(lastHTTP == nil, "the last session's client (bound as a protocol) outlived it: what it left holds it")
    }

    /// An open given a collaborator or a factory-error observer is not recycled (they are its own, not the
    /// scope's): the next open runs the declaration again and has neither.
    @Test func anOpenWithACollaboratorOrAnObserverIsNotRecycled() throws {
        let log = CloseLog()
        let (app, sessions) = try Self.app(log: log)
        let other = Container(name: "Other")
        for link in ["collaborator", "observer"] {
            do {
                let session = try sessions.open { $0.bind(SignedInUser(name: link)) }
                if link == "collaborator" { session.collaborate(with: other) } else { session.onFactoryError { _ in } }
                _ = try session.resolve() as SessionPayments
                try session.closeSynchronously()
            }
            #expect(Self.recycledCount(sessions) == 0, "an open with a \(link) was kept for the next open")
            let next = try sessions.open { $0.bind(SignedInUser(name: "next")) }
            #expect(next.collaborators.withLock { $0.isEmpty } && next.factoryErrorObservers.withLock { $0.isEmpty })
            #expect((try next.resolve() as SessionPayments).user.name == "next")
            try next.closeSynchronously()
        }
        withExtendedLifetime(app) {}
    }

    @Test func aClosedSessionNothingHoldsServesTheNextOpenWithNewInstancesAndTheNewValues() throws {
        let log = CloseLog()
        let (app, sessions) = try Self.app(log: log)
        weak var firstPayments: SessionPayments?
        do {
            let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
            let payments: SessionPayments = try session.resolve()
            firstPayments = payments
            try session.closeSynchronously()
        }
        #expect(firstPayments == nil, "the first session's payments outlived its close")
        #expect(Self.recycledCount(sessions) == 1, "the closed session was not kept for the next open")

        let second = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        #expect(Self.recycledCount(sessions) == 0, "the next open did not take the recycled registrations")
        let payments: SessionPayments = try second.resolve()
        #expect(payments.user.name == "grace", "the recycled open resolved the old session's user")
        #expect(try second.resolve(SignedInUser.self).name == "grace")
        #expect(try second.resolve(SessionPayments.self) === payments, "a singleton of the reopened session was made twice")
        try second.closeSynchronously()
        #expect(log.recorded == ["close payments of ada", "close payments of grace"])
        _ = app
    }

    /// A scope keeps two closed opens for the next ones (a session and the one replacing it); a third is let go,
    /// and an open after them runs the declaration again.
    @Test func aScopeKeepsTwoClosedOpensAndLetsAThirdGo() throws {
        let (app, sessions) = try Self.app(log: CloseLog())
        do {
            let opens = try (0..<3).map { round in try sessions.open { $0.bind(SignedInUser(name: "user \(round)")) } }
            for open in opens { try open.closeSynchronously() }
        }
        #expect(Self.recycledCount(sessions) == 2, "three closed opens gone: two kept")
        let again = try (0..<3).map { round in try sessions.open { $0.bind(SignedInUser(name: "again \(round)")) } }
        #expect(Self.recycledCount(sessions) == 0, "the next opens did not take what was kept")
        for (round, open) in again.enumerated() {
            #expect(try open.resolve(SessionPayments.self).user.name == "again \(round)", "open \(round)")
            try open.closeSynchronously()
        }
        _ = app
    }

    /// An open that fails while binding (a value the scope did not declare, or a binder that throws) leaves the
    /// recycled registrations it took for the next open; the values a recycled open bound are not kept by what it
    /// leaves once it is gone.
    @Test func aFailedBindLeavesTheRecycledOpenAndNoBoundValueOutlivesItsSession() throws {
        struct BindFailure: Error {}
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in session.external(Token.self) }
        try app.bootstrap()
        try sessions.open { $0.bind(Token()) }.closeSynchronously()
        #expect(Self.recycledCount(sessions) == 1, "the first session was not recycled")

        #expect(throws: ScopeError.self) { try sessions.open { $0.bind(Token(), tag: "undeclared") } }
        #expect(Self.recycledCount(sessions) == 1, "an open refused for its values lost the recycled registrations")
        #expect(throws: BindFailure.self) { try sessions.open { _ in throw BindFailure() } }
        #expect(Self.recycledCount(sessions) == 1, "an open whose binder threw lost the recycled registrations")

        weak var bound: Token?
        do {
            let token = Token()
            bound = token
            let session = try sessions.open { $0.bind(token) }
            #expect(Self.recycledCount(sessions) == 0, "the open did not take the recycled registrations")
            #expect(try session.resolve(Token.self) === token, "the recycled open resolved another token")
            try session.closeSynchronously()
        }
        #expect(Self.recycledCount(sessions) == 1, "the closed session was not recycled")
        #expect(bound == nil, "the token bound to a closed session is still alive: what the session left holds it")
        _ = app
    }

    @Test func theReopenedContainerIsTheOneItsFactoriesAndErrorsName() throws {
        let (app, sessions) = try Self.app(log: CloseLog())
        do {
            let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
            try session.closeSynchronously()
        }
        let session = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        let entries = session.state.withLock { $0.plan?.entries ?? [] }
        #expect(!entries.isEmpty)
        for entry in entries {
            #expect(entry.container === session, "'\(entry.serviceKey)' still names the closed session's container")
        }
        try session.closeSynchronously()
        #expect(throws: ResolutionError.self) { try session.resolve(SessionPayments.self) }
        do {
            _ = try session.resolve(SessionPayments.self)
        } catch {
            #expect("\(error)".contains("scope 'Session' is closed"), "unexpected error: \(error)")
        }
        _ = app
    }

    @Test func theOldSessionsUserAndWeakSingletonDoNotComeBack() throws {
        let (app, sessions) = try Self.app(log: CloseLog())
        let heldFeed: SessionFeed
        do {
            let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
            heldFeed = try session.resolve()  // held past the close: reported, and never handed out again
            let warnings = try session.closeSynchronously()
            #expect(warnings.map(\.code) == [.instanceOutlivedScope], "\(warnings)")
        }
        let next = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        #expect(try next.resolve(SessionFeed.self) !== heldFeed, "the old session's weak singleton came back")
        try next.closeSynchronously()
        _ = app
    }

    @Test func anOpenThatWasNotClosedOrIsStillHeldIsNotRecycled() throws {
        let (app, sessions) = try Self.app(log: CloseLog())
        do {
            _ = try sessions.open { $0.bind(SignedInUser(name: "ada")) }  // dropped without a close
        }
        #expect(Self.recycledCount(sessions) == 0, "an open dropped without a close was recycled")
        let held = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        try held.closeSynchronously()
        #expect(Self.recycledCount(sessions) == 0, "an open still held was recycled")
        #expect(throws: ResolutionError.self) { try held.resolve(SessionPayments.self) }
        _ = app
    }

    @Test func aDeclarationThatRegistersAnInstanceRunsAgainForEveryOpen() throws {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(instance: Token())  // a new token per run of the declaration: never shared
        }
        try app.bootstrap()
        let first = try sessions.open()
        let token: Token = try first.resolve()
        try first.closeSynchronously()
        _ = consume first
        #expect(Self.recycledCount(sessions) == 0, "a session whose declaration registers an instance was recycled")
        let second = try sessions.open()
        #expect(try second.resolve(Token.self) !== token, "the declaration's instance was shared by two sessions")
    }

    @Test func aRecycledOpenIsDiscardedWhenAnAncestorChangedSinceItWasFrozen() throws {
        let (app, sessions) = try Self.app(log: CloseLog())
        do {
            let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
            _ = try session.resolve(SessionPayments.self)
            try session.closeSynchronously()
        }
        #expect(Self.recycledCount(sessions) == 1)
        app.reset()  // its plan, which the recycled one holds the old HTTP client of, is gone
        app.register(.singleton) { _ in LiveSessionHTTP() as any SessionHTTP }
        try app.bootstrap()
        let next = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        #expect(Self.recycledCount(sessions) == 0, "a recycled open frozen before the app changed was kept")
        let payments: SessionPayments = try next.resolve()
        let http: any SessionHTTP = try app.resolve()
        #expect(payments.http as AnyObject === http as AnyObject, "the session resolved the app's HTTP client from before its reset")
        try next.closeSynchronously()
    }

    @Test func sessionsOpenedUsedClosedAndDroppedOnManyThreadsAtOnceEachSeeOnlyTheirOwn() async throws {
        let log = CloseLog()
        let (app, sessions) = try Self.app(log: log)
        let mistakes = await withTaskGroup(of: [String].self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var mistakes: [String] = []
                    for round in 0..<200 {
                        let name = "user \(worker)-\(round)"
                        do {
                            let session = try sessions.open { $0.bind(SignedInUser(name: name)) }
                            let payments: SessionPayments = try session.resolve()
                            let again: SessionPayments = try session.resolve()
                            if payments.user.name != name { mistakes.append("\(name) got the payments of \(payments.user.name)") }
                            if payments !== again { mistakes.append("\(name) got two payments") }
                            if try session.resolve(SignedInUser.self).name != name { mistakes.append("\(name) resolved another user") }
                            try session.closeSynchronously()
                            if (try? session.resolve(SessionPayments.self)) != nil { mistakes.append("\(name) resolved after its close") }
                        } catch {
                            mistakes.append("\(name): \(error)")
                        }
                    }
                    return mistakes
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(mistakes.isEmpty, "\(mistakes.prefix(5))")
        #expect(log.recorded.count == 800, "close actions ran \(log.recorded.count) times for 800 sessions")
        #expect(Set(log.recorded).count == 800, "a session's close action ran twice, or another's ran in its place")
        #expect(Self.recycledCount(sessions) > 0, "no session was recycled: the test did not exercise the reuse")
        _ = app
    }
}
