// `RuntimeBenchmark scope`: a signed-in session from a bootstrapped app, opened, used and closed: open the Session
// scope (20 registrations, a bound user), resolve 10 of its singletons, close it; against the hand-written
// equivalent, an object of 20 lazily made services dropped at sign-out. Side by side in one run: thread CPU time
// and mallocs per session. `RuntimeBenchmark profile scope hand-written|runtime` loops one side for callgrind (the CI
// band `runtime-scope-session`, instruction-bands.txt). `RuntimeBenchmark scope` also times a session in use (10
// made singletons read again), `profile scope-read SIDE` its band `runtime-scope-read-10`.
import BenchmarkSupport
import DIRuntime

protocol SessionHTTP: AnyObject, Sendable {}
final class LiveHTTP: SessionHTTP {}
final class SessionUser: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

final class Session0: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session1: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session2: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session3: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session4: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session5: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session6: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session7: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session8: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session9: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session10: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session11: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session12: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session13: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session14: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session15: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session16: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session17: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session18: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}
final class Session19: Sendable {
    let http: any SessionHTTP
    let user: SessionUser
    init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }
}

enum ScopeBenchmark {
    /// The floor: what a person writes without a container, each service made on first use and dropped with the
    /// session.
    final class HandWrittenSession {
        let http: any SessionHTTP
        let user: SessionUser
        init(http: any SessionHTTP, user: SessionUser) { self.http = http; self.user = user }

        lazy var session0 = Session0(http: http, user: user)
        lazy var session1 = Session1(http: http, user: user)
        lazy var session2 = Session2(http: http, user: user)
        lazy var session3 = Session3(http: http, user: user)
        lazy var session4 = Session4(http: http, user: user)
        lazy var session5 = Session5(http: http, user: user)
        lazy var session6 = Session6(http: http, user: user)
        lazy var session7 = Session7(http: http, user: user)
        lazy var session8 = Session8(http: http, user: user)
        lazy var session9 = Session9(http: http, user: user)
        lazy var session10 = Session10(http: http, user: user)
        lazy var session11 = Session11(http: http, user: user)
        lazy var session12 = Session12(http: http, user: user)
        lazy var session13 = Session13(http: http, user: user)
        lazy var session14 = Session14(http: http, user: user)
        lazy var session15 = Session15(http: http, user: user)
        lazy var session16 = Session16(http: http, user: user)
        lazy var session17 = Session17(http: http, user: user)
        lazy var session18 = Session18(http: http, user: user)
        lazy var session19 = Session19(http: http, user: user)
    }

    static func app() throws -> (DIRuntime.Container, Scope) {
        let app = DIRuntime.Container(name: "App")
        app.register(.singleton) { _ in LiveHTTP() as any SessionHTTP }
        let sessions = app.scope("Session") { session in
            session.external(SessionUser.self)
            session.register(Session0.init, scope: .singleton)
            session.register(Session1.init, scope: .singleton)
            session.register(Session2.init, scope: .singleton)
            session.register(Session3.init, scope: .singleton)
            session.register(Session4.init, scope: .singleton)
            session.register(Session5.init, scope: .singleton)
            session.register(Session6.init, scope: .singleton)
            session.register(Session7.init, scope: .singleton)
            session.register(Session8.init, scope: .singleton)
            session.register(Session9.init, scope: .singleton)
            session.register(Session10.init, scope: .singleton)
            session.register(Session11.init, scope: .singleton)
            session.register(Session12.init, scope: .singleton)
            session.register(Session13.init, scope: .singleton)
            session.register(Session14.init, scope: .singleton)
            session.register(Session15.init, scope: .singleton)
            session.register(Session16.init, scope: .singleton)
            session.register(Session17.init, scope: .singleton)
            session.register(Session18.init, scope: .singleton)
            session.register(Session19.init, scope: .singleton)
        }
        try app.bootstrap()
        return (app, sessions)
    }

    /// The two sides, by the names `profile scope SIDE` takes.
    static func sides() throws -> [(name: String, body: () throws -> Void)] {
        let (app, sessions) = try app()
        let http: any SessionHTTP = try app.resolve()
        let user = SessionUser(id: 1)
        return [
            ("hand-written", {
                let session = HandWrittenSession(http: http, user: user)
                useTen(of: session)
            }),
            ("runtime", {
                // The app keeps its scopes; a scope does not keep the app.
                let session = try withExtendedLifetime(app) { try sessions.open { $0.bind(user) } }
                try resolveTen(from: session)
                try session.closeSynchronously()
            }),
        ]
    }

    /// What each side does with a session: 10 of its 20 services, made by the first use, read by the next.
    @inline(__always)
    static func useTen(of session: HandWrittenSession) {
        consume(session.session0)
        consume(session.session1)
        consume(session.session2)
        consume(session.session3)
        consume(session.session4)
        consume(session.session5)
        consume(session.session6)
        consume(session.session7)
        consume(session.session8)
        consume(session.session9)
    }

    @inline(__always)
    static func resolveTen(from session: DIRuntime.Container) throws {
        consume(try session.resolve(Session0.self))
        consume(try session.resolve(Session1.self))
        consume(try session.resolve(Session2.self))
        consume(try session.resolve(Session3.self))
        consume(try session.resolve(Session4.self))
        consume(try session.resolve(Session5.self))
        consume(try session.resolve(Session6.self))
        consume(try session.resolve(Session7.self))
        consume(try session.resolve(Session8.self))
        consume(try session.resolve(Session9.self))
    }

    /// The two sides of a session in use, by the names `profile scope-read SIDE` takes: 10 of its singletons read
    /// again once made, against the made `lazy var`s of the hand-written session (the CI band
    /// `runtime-scope-read-10`).
    static func readSides() throws -> [(name: String, body: () throws -> Void)] {
        let (app, sessions) = try app()
        let http: any SessionHTTP = try app.resolve()
        let user = SessionUser(id: 1)
        let handWritten = HandWrittenSession(http: http, user: user)
        let session = try withExtendedLifetime(app) { try sessions.open { $0.bind(user) } }
        let read: [(name: String, body: () throws -> Void)] = [
            ("hand-written", {
                useTen(of: handWritten)
            }),
            ("runtime", {
                try resolveTen(from: session)
            }),
        ]
        for side in read { try side.body() }  // made once, outside the loop
        return read
    }

    static func run(runs: Int, iterations: Int) throws {
        try SideBySide.run(sides(), title: "a session: open, resolve 10 of 20 singletons, close (sessions)", runs: runs, iterations: iterations)
        try SideBySide.run(
            readSides(), title: "a session in use: resolve 10 made singletons (reads)", runs: runs, iterations: iterations * 10)
    }
}
