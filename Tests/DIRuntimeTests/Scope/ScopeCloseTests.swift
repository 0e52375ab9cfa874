import Dispatch
import DIGraph
import DISync
@testable import DIRuntime
import Testing

/// How a close runs actions, reports failures and leaks, and cascades from parents to open scopes.
@Suite struct ScopeCloseTests {
    @Test func aThrowingActionDoesNotStopTheOthersAndTheErrorListsIt() async throws {
        let log = CloseLog()
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ in SessionFeed() }
                .onClose { _ in log.record("feed") }
            session.register(.singleton) { _ in SessionFeedOwner(user: SignedInUser(name: "x")) }
                .onClose { _ in throw CloseFailure(description: "socket already gone") }; let line = #line
            _ = line
        }
        try app.bootstrap()
        let session = try sessions.open()
        _ = try session.resolve() as SessionFeed
        _ = try session.resolve() as SessionFeedOwner
        do {
            try await session.close()
            Issue.record("close did not throw")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.closeActionFailed])
            #expect(error.description.contains(
                "error: [closeActionFailed] the close action of 'SessionFeedOwner' in scope 'Session' threw: socket already gone"),
                "\(error)")
        }
        #expect(log.recorded == ["feed"])
        #expect(renderedError { _ = try session.resolve() as SessionFeed }?.contains("[scopeClosed]") == true)
    }

    /// An app and an open of its Session scope, whose feed singleton has an async close action that logs "feed".
    private static func openSessionWithAnAsyncAction(log: CloseLog) throws -> (app: Container, session: Container) {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ in SessionFeed() }
                .onClose { _ in await Task.yield(); log.record("feed") }
        }
        try app.bootstrap()
        return (app, try sessions.open())
    }

    @Test func aSynchronousCloseRefusesAnAsyncActionAndClosesNothing() async throws {
        let log = CloseLog()
        let session = try Self.openSessionWithAnAsyncAction(log: log).session  // it holds the app
        let feed: SessionFeed = try session.resolve()
        let message = renderedError { try session.closeSynchronously() }
        #expect(message?.contains(
            "error: [scopeClosed] 'Session' cannot close synchronously: a close action is 'async'; nothing was closed")
            == true, "\(message ?? "no error")")
        #expect(try session.resolve() as SessionFeed === feed)
        try await session.close()
        #expect(log.recorded == ["feed"])
    }

    /// A container without close actions of its own is refused a synchronous close while a scope opened from it
    /// has an async one, and closes synchronously once that scope closed.
    @Test func aSynchronousCloseOfAParentRefusesItsOpenScopesAsyncActionUntilTheScopeCloses() async throws {
        let log = CloseLog()
        let (app, session) = try Self.openSessionWithAnAsyncAction(log: log)
        _ = try session.resolve() as SessionFeed
        let message = renderedError { try app.closeSynchronously() }
        #expect(message?.contains("'App' cannot close synchronously: a close action is 'async'") == true,
                "\(message ?? "no error")")
        try await session.close()
        #expect(log.recorded == ["feed"])
        #expect(app.openScopeCount.load(ordering: .relaxed) == 0, "the app still counts the closed scope as open")
        #expect(try app.closeSynchronously().isEmpty)
    }

    @Test func aSynchronousCloseRunsSynchronousActions() throws {
        let log = CloseLog()
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.eagerSingleton) { _ in SessionFeed() }
                .onClose { _ in log.record("feed") }
        }
        try app.bootstrap()
        let session = try sessions.open()
        try session.closeSynchronously()
        #expect(log.recorded == ["feed"])
    }

    @Test func closingTheParentClosesItsOpenScopesFirstNewestFirst() async throws {
        let log = CloseLog()
        let app = Container(name: "App")
        app.register(.singleton) { _ in LiveSessionHTTP() as any SessionHTTP }
            .onClose { _ in log.record("app http") }
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self)
            session.register(.singleton) { c in SessionFeedOwner(user: try c.resolve()) }
                .onClose { owner in log.record("session of \(owner.user.name)") }
        }
        try app.bootstrap()
        _ = try app.resolve() as any SessionHTTP
        let ada = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        let grace = try sessions.open { $0.bind(SignedInUser(name: "grace")) }
        _ = try ada.resolve() as SessionFeedOwner
        _ = try grace.resolve() as SessionFeedOwner
        try await app.close()
        #expect(log.recorded == ["session of grace", "session of ada", "app http"])
        #expect(renderedError { _ = try ada.resolve() as SessionFeedOwner }?.contains("[scopeClosed]") == true)
        let reopen = renderedError { _ = try sessions.open { $0.bind(SignedInUser(name: "ada")) } }
        #expect(reopen?.contains("[scopeClosed] container 'App' is closed") == true, "\(reopen ?? "no error")")
    }

    @Test func aScopeDeclaresAScopeOfItsOwn() async throws {
        let log = CloseLog()
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self)
            session.register(.singleton) { c in SessionFeedOwner(user: try c.resolve()) }
                .onClose { _ in log.record("session") }
            _ = session.scope("Checkout") { checkout in
                checkout.register(.singleton) { c in SessionCartOwner(owner: try c.resolve()) }
                    .onClose { _ in log.record("checkout") }
            }
        }
        try app.bootstrap()
        let session = try sessions.open { $0.bind(SignedInUser(name: "ada")) }
        let checkouts = try #require(session.declaredScope("Checkout"))
        let checkout = try checkouts.open()
        let cart: SessionCartOwner = try checkout.resolve()
        #expect(cart.owner === (try session.resolve() as SessionFeedOwner))
        try await session.close()
        #expect(log.recorded == ["checkout", "session"])
    }

    @Test func aMistakeInANestedScopeFailsTheAppsBootstrap() {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            _ = session.scope("Checkout") { checkout in
                checkout.register(.singleton, dependsOn: [.on(SessionFeedOwner.self)]) { c in
                    SessionCartOwner(owner: try c.resolve())
                }
            }
        }
        let message = renderedError { try app.bootstrap() }
        #expect(message?.contains("visible in container 'Checkout'") == true, "\(message ?? "no error")")
        withExtendedLifetime(sessions) {}
    }

    @Test func aParentsRegistrationResolvedThroughAScopeResolvesItsDependenciesInTheParent() throws {
        let app = Container(name: "App")
        app.register(.unique) { _ in SignedInUser(name: "app user") }
        app.register(.unique) { c in SessionFeedOwner(user: try c.resolve()) }
        let sessions = app.scope("Session") { session in
            session.external(SignedInUser.self)
        }
        try app.bootstrap()
        let session = try sessions.open { $0.bind(SignedInUser(name: "session user")) }
        #expect(try session.resolve() as SignedInUser == SignedInUser(name: "session user"))
        #expect((try session.resolve() as SessionFeedOwner).user.name == "app user")
    }

    @Test func aWeakSingletonStillAliveIsClosedAndOneGoneIsNot() async throws {
        let log = CloseLog()
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.weakSingleton) { _ in SessionFeed() }
                .onClose { _ in log.record("feed") }
            session.register(.weakSingleton) { _ in SessionFeedOwner(user: SignedInUser(name: "gone")) }
                .onClose { _ in log.record("owner") }
        }
        try app.bootstrap()
        let session = try sessions.open()
        let feed: SessionFeed = try session.resolve()
        _ = try session.resolve() as SessionFeedOwner
        let warnings = try await session.close()
        #expect(log.recorded == ["feed"])
        #expect(warnings.map(\.code) == [.instanceOutlivedScope])
        withExtendedLifetime(feed) {}
    }

    @Test func aProviderMadeBeforeTheCloseIsRefusedAfterIt() async throws {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.unique) { _ in SessionFeed() }
        }
        try app.bootstrap()
        let session = try sessions.open()
        let provider: Provider<SessionFeed> = try session.resolve()
        _ = try provider()
        try await session.close()
        #expect(renderedError { _ = try provider() }?.contains("[scopeClosed] scope 'Session' is closed") == true)
    }

    @Test func theDeclarationItselfRefusesResolves() throws {
        let app = Container(name: "App")
        nonisolated(unsafe) var declared: Container?
        let sessions = app.scope("Session") { session in
            session.register(.unique) { _ in SessionFeed() }
            if declared == nil { declared = session }
        }
        let declaration = try #require(declared)
        let message = renderedError { _ = try declaration.resolve() as SessionFeed }
        #expect(message?.contains("[scopeClosed] scope 'Session' is a declaration, never opened") == true)
        withExtendedLifetime(sessions) {}
    }

    @Test func closingWhileAnotherThreadResolvesNeverHandsOutAnInstanceAfterTheClose() async throws {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ in SessionFeed() }
            session.register(.unique) { c in SessionCartOwnerOfFeed(feed: try c.resolve()) }
        }
        try app.bootstrap()
        for _ in 0..<50 {
            let session = try sessions.open()
            let closed = Locked(false)
            let resolved = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        var afterClose = 0
                        for _ in 0..<200 {
                            let wasClosed = closed.withLock { $0 }
                            do {
                                _ = try session.resolve() as SessionCartOwnerOfFeed
                                if wasClosed { afterClose += 1 }
                            } catch {
                                #expect(String(describing: error).contains("[scopeClosed]"))
                            }
                        }
                        return afterClose
                    }
                }
                group.addTask {
                    _ = try? await session.close()
                    closed.withLock { $0 = true }
                    return 0
                }
                return await group.reduce(0, +)
            }
            #expect(resolved == 0)
        }
    }
}

extension ScopeCloseTests {
    /// A made singleton of a session is read without its cell's lock; a close waits out those reads, so each gets
    /// the session's one instance or `scopeClosed`, and none keeps it from being released.
    @Test func readsOfAMadeSingletonRacingTheCloseGetItOrScopeClosedAndTheCloseStillReleasesIt() async throws {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ in SessionFeed() }
        }
        try app.bootstrap()
        for _ in 0..<50 {
            let session = try sessions.open()
            weak var made: SessionFeed?
            let identity = try { () throws -> ObjectIdentifier in
                let feed: SessionFeed = try session.resolve()
                made = feed
                return ObjectIdentifier(feed)
            }()
            let others = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<3 {
                    group.addTask {
                        var others = 0
                        for _ in 0..<300 {
                            do {
                                let feed: SessionFeed = try session.resolve()
                                if ObjectIdentifier(feed) != identity { others += 1 }
                            } catch {
                                #expect(String(describing: error).contains("[scopeClosed]"), "\(error)")
                            }
                        }
                        return others
                    }
                }
                group.addTask {
                    _ = try? session.closeSynchronously()
                    return 0
                }
                return await group.reduce(0, +)
            }
            #expect(others == 0, "a read got an instance other than the session's")
            #expect(made == nil, "the session's singleton outlived its close and every read")
            #expect(throws: ResolutionError.self) { try session.resolve() as SessionFeed }
        }
    }
}

/// A parent lists its open scopes by address, not by reference: an open dropped without a close leaves the list in
/// its `deinit`, and a parent closing meanwhile skips it.
@Suite struct OpenScopeListTests {
    @Test func anOpenDroppedWithoutACloseLeavesItsParentsListAndTheParentClosesWithoutIt() async throws {
        let log = CloseLog()
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ in SessionFeed() }
                .onClose { _ in log.record("feed") }
        }
        try app.bootstrap()
        weak var dropped: Container?
        weak var droppedFeed: SessionFeed?
        do {
            let session = try sessions.open()
            dropped = session
            droppedFeed = try session.resolve() as SessionFeed
        }
        #expect(dropped == nil, "an open nothing holds was kept alive")
        #expect(droppedFeed == nil, "the dropped open's singleton was kept alive")
        let kept = try sessions.open()
        _ = try kept.resolve() as SessionFeed
        #expect(app.state.withLock { $0.lifecycle.openScopes.map(\.identifier) } == [ObjectIdentifier(kept)])
        try await app.close()
        #expect(log.recorded == ["feed"], "only the open still held is closed by its parent")
        #expect(app.state.withLock { $0.lifecycle.openScopes.isEmpty })
    }

    /// An open holds its parent (its resolves reach the parent's registrations), recycled or not, and lets it go
    /// when the open goes: nothing else holds an app its user dropped, not even an open that failed.
    @Test func anOpenKeepsItsParentAliveUntilTheOpenGoes() throws {
        weak var weakApp: Container?
        var sessions: Scope?
        var session: Container?
        do {
            let app = Container(name: "App")
            weakApp = app
            app.register(.singleton) { _ in LiveSessionHTTP() as any SessionHTTP }
            let scope = app.scope("Session") { session in
                session.external(SignedInUser.self)
                session.register(.singleton) { c in
                    SessionPayments(http: try c.resolve(), user: try c.resolve(), log: CloseLog())
                }
            }
            try app.bootstrap()
            try scope.open { $0.bind(SignedInUser(name: "ada")) }.closeSynchronously()  // the next open is recycled
            // Opens that fail before and after taking the recycled registrations hold nothing of the parent.
            #expect(throws: ScopeError.self) { try scope.open { _ in } }
            #expect(throws: ScopeError.self) { try scope.open { $0.bind(SignedInUser(name: "?"), tag: "none") } }
            session = try scope.open { $0.bind(SignedInUser(name: "grace")) }
            sessions = scope
        }
        #expect(weakApp != nil, "the app went while an open of its scope was held")
        #expect(
            try session?.resolve(SessionPayments.self).http is LiveSessionHTTP, "the open lost its parent's service")
        try session?.closeSynchronously()
        session = nil
        #expect(weakApp == nil, "the app outlived the last open of its scope: something still holds it")
        #expect(throws: ScopeError.self, "an open of a scope whose parent is gone") {
            try sessions?.open { $0.bind(SignedInUser(name: "alan")) }
        }
    }

    /// The last reference to an open goes on one thread while its parent closes on another: the close either
    /// closes it (it was alive when the close listed it) or skips it (its `deinit` had begun), and never touches
    /// a freed one (AddressSanitizer and ThreadSanitizer runs of the suite check that).
    @Test func anOpenGoingWhileItsParentClosesIsClosedOrSkippedNeverTouchedAfterItIsFreed() throws {
        for _ in 0..<200 {
            let app = Container(name: "App")
            let sessions = app.scope("Session") { session in
                session.register(.singleton) { _ in SessionFeed() }
            }
            try app.bootstrap()
            nonisolated(unsafe) var session: Container? = try sessions.open()
            _ = try session?.resolve() as SessionFeed?
            weak let open = session
            nonisolated(unsafe) var failure: (any Error)?
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 {
                    session = nil
                } else {
                    do { try app.closeSynchronously() } catch { failure = error }
                }
            }
            #expect(failure == nil, "\(failure.map { String(describing: $0) } ?? "")")
            #expect(open == nil, "the open outlived both its last reference and its parent's close")
            #expect(app.state.withLock { $0.lifecycle.openScopes.isEmpty })
        }
    }
}

final class SessionCartOwner: Sendable {
    let owner: SessionFeedOwner
    init(owner: SessionFeedOwner) { self.owner = owner }
}

final class SessionCartOwnerOfFeed: Sendable {
    let feed: SessionFeed
    init(feed: SessionFeed) { self.feed = feed }
}

@Suite struct CloseRecordTests {
    @Test func aWeakSingletonMadeAgainAndAgainIsRecordedOnce() throws {
        let app = Container(name: "App")
        app.register(.weakSingleton) { _ in SessionFeed() }
            .onClose { _ in }
        for _ in 0..<5 { _ = try app.resolve() as SessionFeed }
        #expect(app.state.withLock { $0.lifecycle.madeInOrder.count } == 1)
    }
}
