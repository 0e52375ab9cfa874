@testable import DIRuntime
import Testing

/// An opened scope without close actions (nearly every session) is closed without an operation's lists
/// (`CloseOperation.closeWithoutActions`); an instance that is not one strong reference, or one something else still
/// holds, takes the close back to the operation. Either way every instance is released and exactly what outlives the
/// scope is reported.
@Suite struct ScopeCloseWithoutActionsTests {
    final class Tracked: Sendable {}
    /// A newer instance holding an older one: released first, so the older one is not reported.
    final class Holder: Sendable {
        let held: Tracked
        init(held: Tracked) { self.held = held }
    }
    /// A kept instance that is not one strong reference.
    struct Wrapped: Sendable {
        let tracked: Tracked
    }
    final class Loose: Sendable {}

    private static func sessions(_ declare: @escaping @Sendable (Container) -> Void) throws -> (Container, Scope) {
        let app = Container(name: "App")
        let sessions = app.scope("Session") { declare($0) }
        try app.bootstrap()
        return (app, sessions)
    }

    @Test func aNewerInstanceHoldingAnOlderOneIsReleasedFirstAndNothingIsReported() throws {
        let (app, sessions) = try Self.sessions { session in
            session.register(.singleton) { _ in Tracked() }
            session.register(.singleton) { c in Holder(held: try c.resolve()) }
        }
        for round in 1...2 {  // the first open, then a recycled one
            let session = try sessions.open()
            weak var tracked: Tracked?
            weak var holder: Holder?
            do {
                let made: Holder = try session.resolve()
                (tracked, holder) = (made.held, made)
            }
            let warnings = try session.closeSynchronously()
            #expect(warnings.isEmpty, "round \(round): \(warnings)")
            #expect(tracked == nil && holder == nil, "round \(round): the close left an instance alive")
        }
        _ = app
    }

    @Test func anInstanceTheCallerStillHoldsIsReportedAndTheOthersAreReleased() throws {
        let (app, sessions) = try Self.sessions { session in
            session.register(.singleton) { _ in Tracked() }
            session.register(.singleton) { c in Holder(held: try c.resolve()) }
        }
        let session = try sessions.open()
        weak var holder: Holder?
        let kept: Tracked
        do {
            let made: Holder = try session.resolve()
            (kept, holder) = (made.held, made)
        }
        let warnings = try session.closeSynchronously()
        #expect(warnings.map(\.code) == [.instanceOutlivedScope], "\(warnings)")
        #expect(warnings.first.map { "\($0)".contains("'Tracked' is still alive after scope 'Session' closed") } == true,
                "\(warnings)")
        #expect(holder == nil, "the holder, which nothing else holds, outlived the close")
        withExtendedLifetime(kept) {}
        _ = app
    }

    @Test func anInstanceThatIsNotOneReferenceIsReleasedWithTheOthers() throws {
        let (app, sessions) = try Self.sessions { session in
            session.register(.singleton) { _ in Tracked() }
            session.register(.singleton) { _ in Wrapped(tracked: Tracked()) }
            session.register(.singleton) { c in Holder(held: try c.resolve()) }
        }
        let session = try sessions.open()
        weak var inWrapped: Tracked?
        weak var holder: Holder?
        do {
            let wrapped: Wrapped = try session.resolve()
            let made: Holder = try session.resolve()
            (inWrapped, holder) = (wrapped.tracked, made)
        }
        let warnings = try session.closeSynchronously()
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(inWrapped == nil, "the struct singleton's object outlived the close")
        #expect(holder == nil, "the holder outlived the close")
        _ = app
    }

    @Test func aWeakSingletonTheCallerHoldsIsReported() throws {
        let (app, sessions) = try Self.sessions { session in
            session.register(.weakSingleton) { _ in Loose() }
            session.register(.singleton) { _ in Tracked() }
        }
        let session = try sessions.open()
        let loose: Loose = try session.resolve()
        weak var tracked: Tracked?
        do { tracked = try session.resolve() as Tracked }
        let warnings = try session.closeSynchronously()
        #expect(warnings.map(\.code) == [.instanceOutlivedScope], "\(warnings)")
        #expect(warnings.first.map { "\($0)".contains("'Loose'") } == true, "\(warnings)")
        #expect(tracked == nil, "the singleton outlived the close")
        #expect(throws: ResolutionError.self) { try session.resolve(Loose.self) }
        withExtendedLifetime(loose) {}
        _ = app
    }
}
