import Dispatch
import DISync
import Foundation
@testable import DIRuntime
import Testing

/// A recycled open of a scope without close actions closes through its `KeptOrderList`: only the cells that made an
/// instance, newest first. The cells no make reached stay as they were, so a resolve that reaches one after the
/// close must be refused by the refusal of makes; a make under way when the close begins sends the close back to
/// visiting every cell.
@Suite struct ScopeKeptOrderListTests {
    /// Records its `deinit` in the test's log, by name.
    final class Logged: Sendable {
        let name: String
        let log: CloseLog
        init(_ name: String, _ log: CloseLog) { (self.name, self.log) = (name, log) }
        deinit { log.record(name) }
    }
    final class First: Sendable {
        let logged: Logged
        init(_ log: CloseLog) { logged = Logged("first", log) }
    }
    final class Second: Sendable {
        let first: First
        let logged: Logged
        init(first: First, _ log: CloseLog) { (self.first, logged) = (first, Logged("second", log)) }
    }
    final class Third: Sendable {
        let logged: Logged
        init(_ log: CloseLog) { logged = Logged("third", log) }
    }
    final class Untouched: Sendable {}

    private static func sessions(
        _ log: CloseLog, _ declare: @escaping @Sendable (Container) -> Void = { _ in }
    ) throws -> (Container, Scope) {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ in First(log) }
            session.register(.singleton) { c in Second(first: try c.resolve(), log) }
            session.register(.singleton) { _ in Third(log) }
            session.register(.singleton) { _ in Untouched() }
            declare(session)
        }
        try app.bootstrap()
        return (app, sessions)
    }

    /// Opens and closes a session once, so that the next open is a recycled one, with a list.
    private static func recycledOpen(_ sessions: Scope) throws -> Container {
        try sessions.open().closeSynchronously()
        let session = try sessions.open()
        #expect(session.keptOrderList.load(ordering: .relaxed) != 0, "the open was not recycled with a list")
        return session
    }

    @Test func aRecycledOpenReleasesWhatItMadeNewestFirstAndReportsWhatIsHeld() throws {
        let log = CloseLog()
        let (app, sessions) = try Self.sessions(log)
        let session = try Self.recycledOpen(sessions)
        _ = try session.resolve() as Second  // `First` first, inside `Second`'s factory
        _ = try session.resolve() as Third
        #expect(try session.closeSynchronously().isEmpty)
        #expect(log.recorded == ["third", "second", "first"], "released out of order: \(log.recorded)")

        let again = try Self.recycledOpen(sessions)
        let held: Third = try again.resolve()
        _ = try again.resolve() as Second
        let warnings = try again.closeSynchronously()
        #expect(warnings.map(\.code) == [.instanceOutlivedScope], "\(warnings)")
        #expect(warnings.first.map { "\($0)".contains("'Third' is still alive after scope 'Session'") }
                == true, "\(warnings)")
        #expect(log.recorded.suffix(2) == ["second", "first"], "\(log.recorded)")
        withExtendedLifetime(held) {}
        _ = app
    }

    /// A resolve that found an entry before the close (on another thread, say) and reaches its cell after it: the
    /// cell no make reached is not closed by the list's close, and the make is refused, with where the scope closed.
    @Test func aResolveReachingACellAfterTheCloseIsRefusedWhetherTheSessionMadeItOrNot() throws {
        let log = CloseLog()
        let (app, sessions) = try Self.sessions(log)
        do {
            let session = try Self.recycledOpen(sessions)
            _ = try session.resolve() as Third
            let untouched = try #require(session.plannedServiceEntry(untagged: ObjectIdentifier(Untouched.self)))
            let made = try #require(session.plannedServiceEntry(untagged: ObjectIdentifier(Third.self)))
            let closeLine = #line + 1
            try session.closeSynchronously()
            for entry in [untouched, made] {
                let message = renderedError {
                    _ = try entry._withUnsafeGuaranteedRef { try $0.resolveTopLevel(AnyObject.self, threadKey: session.threadKey) }
                }
                #expect(message?.contains("[scopeClosed] scope 'Session' is closed") == true, "\(message ?? "no error")")
                #expect(message?.contains("ScopeKeptOrderListTests.swift:\(closeLine):") == true, "\(message ?? "no error")")
            }
            #expect(log.recorded == ["third"], "\(log.recorded)")
        }

        // The cells serve the next open, recycled from this one, as new.
        let next = try sessions.open()
        #expect(next.keptOrderList.load(ordering: .relaxed) != 0)
        _ = try next.resolve() as Untouched
        _ = try next.resolve() as Third
        #expect(try next.closeSynchronously().isEmpty)
        #expect(log.recorded == ["third", "third"], "\(log.recorded)")
        _ = app
    }

    /// The close begins while a factory runs on another thread: that make's place may not be in the list yet, so
    /// the close visits every cell, waits for the make, and takes its instance too (reported: its resolve still
    /// holds it).
    @Test func aMakeUnderWayWhenTheCloseBeginsIsWaitedForAndItsInstanceTaken() throws {
        let log = CloseLog()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let (app, sessions) = try Self.sessions(log) { session in
            session.register(.singleton) { _ -> Logged in
                started.signal()
                proceed.wait()
                return Logged("slow", log)
            }
        }
        let session = try Self.recycledOpen(sessions)
        _ = try session.resolve() as Third
        let resolved = Locked<Logged?>(nil)
        let drop = DispatchSemaphore(value: 0)
        let dropped = DispatchSemaphore(value: 0)
        Thread {
            resolved.withLock { $0 = try? session.resolve() as Logged }
            drop.wait()
            resolved.withLock { $0 = nil }
            dropped.signal()
        }.start()
        started.wait()
        let warnings = Locked<[Diagnostic]?>(nil)
        let closed = DispatchSemaphore(value: 0)
        Thread {
            warnings.withLock { $0 = try? session.closeSynchronously() }
            closed.signal()
        }.start()
        // The close has begun once the session refuses resolves; the make is still under way.
        while (try? session.resolve() as Untouched) != nil { Thread.sleep(forTimeInterval: 0.001) }
        proceed.signal()
        #expect(closed.wait(timeout: .now() + .seconds(30)) == .success, "the close did not finish")
        let reported = warnings.withLock { $0 }
        #expect(reported?.map(\.code) == [.instanceOutlivedScope], "\(reported.map { "\($0)" } ?? "the close threw")")
        #expect(reported?.first.map { "\($0)".contains("'Logged' is still alive after scope 'Session'") } == true)
        #expect(resolved.withLock { $0?.name } == "slow", "the resolve under way did not get its instance")
        #expect(log.recorded == ["third"], "\(log.recorded)")
        drop.signal()
        dropped.wait()
        #expect(log.recorded == ["third", "slow"], "the instance made under the close outlived its last holder")
        _ = app
    }

    /// A factory that throws takes no place and leaves its cell to the next resolve, in this open and the next.
    @Test func aFactoryThatThrewLeavesItsCellToTheNextResolve() throws {
        let log = CloseLog()
        let failures = Locked(1)
        let (app, sessions) = try Self.sessions(log) { session in
            session.register(.singleton) { _ -> Logged in
                if failures.withLock({ count in defer { count -= 1 }; return count > 0 }) { throw CloseFailure(description: "not yet") }
                return Logged("retried", log)
            }
        }
        let session = try Self.recycledOpen(sessions)
        #expect(throws: (any Error).self) { try session.resolve() as Logged }
        _ = try session.resolve() as Logged
        #expect(try session.closeSynchronously().isEmpty)
        #expect(log.recorded == ["retried"], "\(log.recorded)")
        failures.withLock { $0 = 1 }
        let next = try sessions.open()
        #expect(throws: (any Error).self) { try next.resolve() as Logged }
        #expect(try next.closeSynchronously().isEmpty)
        let last = try sessions.open()
        _ = try last.resolve() as Logged
        #expect(try last.closeSynchronously().isEmpty)
        #expect(log.recorded == ["retried", "retried"], "\(log.recorded)")
        _ = app
    }

    final class Token: Sendable {
        let number: Int
        let log: CloseLog
        init(_ number: Int, _ log: CloseLog) { (self.number, self.log) = (number, log) }
        deinit { log.record("token \(number)") }
    }

    /// A factory that closes its own session: the close cannot wait for the make it runs inside, so the make keeps
    /// its instance in the closed cell. That storage must not serve the next open, whose close through the list
    /// would never visit a cell it did not make: each later session gets its own instance, refused after its close.
    @Test func aCloseFromAFactoryOfItsOwnCellKeepsItsInstanceOutOfLaterSessions() throws {
        let log = CloseLog()
        let made = Locked(0)
        let closesItself = Locked(false)
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { c -> Token in
                let number = made.withLock { count in count += 1; return count }
                if closesItself.withLock({ $0 }) { _ = try? c.closeSynchronously() }
                return Token(number, log)
            }
        }
        try app.bootstrap()
        try sessions.open().closeSynchronously()
        closesItself.withLock { $0 = true }
        do {
            let session = try Self.recycledOpen(sessions)
            #expect((try? session.resolve() as Token)?.number == 1)
        }
        closesItself.withLock { $0 = false }
        #expect(log.recorded == ["token 1"], "the instance made under its own close outlived its session: \(log.recorded)")
        for number in 2...4 {
            let session = try sessions.open()
            #expect((try session.resolve() as Token).number == number, "session \(number) got an earlier session's instance")
            let entry = try #require(session.plannedServiceEntry(untagged: ObjectIdentifier(Token.self)))
            #expect(try session.closeSynchronously().isEmpty)
            let late = renderedError {
                _ = try entry._withUnsafeGuaranteedRef { try $0.resolveTopLevel(AnyObject.self, threadKey: session.threadKey) }
            }
            #expect(late?.contains("[scopeClosed] scope 'Session' is closed") == true, "\(late ?? "no error")")
            #expect(log.recorded.last == "token \(number)", "\(log.recorded)")
        }
        _ = app
    }

    final class AsyncMade: Sendable {}

    /// An async make reaching a cell the listed close left untouched is refused before its factory runs: a
    /// factory's effects never happen after its scope closed.
    @Test func anAsyncMakeReachingACellAfterTheCloseIsRefusedBeforeItsFactoryRuns() async throws {
        let runs = Locked(0)
        let app = Container(name: "App")
        let sessions = app.scope("Session") { session in
            session.register(.singleton) { _ async -> AsyncMade in
                runs.withLock { $0 += 1 }
                return AsyncMade()
            }
        }
        try app.bootstrap()
        let session = try Self.recycledOpen(sessions)
        let entry = try #require(session.plannedServiceEntry(untagged: ObjectIdentifier(AsyncMade.self))).takeUnretainedValue()
        try session.closeSynchronously()
        await #expect(throws: (any Error).self) {
            _ = try await entry.resolveAsync(AsyncMade.self, in: AsyncResolution(), isolation: nil)
        }
        #expect(runs.withLock { $0 } == 0, "the factory ran after its scope closed")
        _ = app
    }
}
