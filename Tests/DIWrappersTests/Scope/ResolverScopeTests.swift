import DIGraph
import DIRuntime
import DIWrappers
import DIWrappersTesting
import Foundation
import Testing

struct Shopper: Sendable {
    let name: String
}

/// A session's basket: kept by the scope, saved when it closes.
final class Basket: Sendable {
    let shopper: Shopper
    let oven: Oven
    init(shopper: Shopper, oven: Oven) {
        self.shopper = shopper
        self.oven = oven
    }
}

/// A screen's model made while a session is bound: its wrappers read the session.
final class BasketModel {
    @Inject var basket: Basket
    @LazyInject var laterBasket: Basket
}

/// Scopes in Trifork's style: declared on the resolver, opened as a resolver of their own, bound for the objects
/// made in them, closed.
@Suite(.isolatedResolver)
struct ResolverScopeTests {
    func declareSessions(log: Recorder<String>) -> ResolverScope {
        Resolver.shared.registerAsSingleton(Oven.self, Oven(serial: 7))
        return Resolver.shared.scope("Session") { session in
            session.external(Shopper.self)
            session.register(Basket.self, scope: .singleton) {
                Basket(shopper: try Resolver.shared.resolve(), oven: try Resolver.shared.resolve())
            }
            .onClose { basket in log.append("save the basket of \(basket.shopper.name)") }
        }
    }

    @Test func anObjectMadeWhileTheSessionIsBoundReadsItsInjectionsFromTheSession() async throws {
        let log = Recorder<String>()
        let sessions = declareSessions(log: log)
        #expect(Resolver.shared.validate().isEmpty)
        let session = try sessions.open { $0.bind(Shopper(name: "ada")) }
        let model = Resolver.withResolver(session) { BasketModel() }
        #expect(model.basket.shopper.name == "ada")
        #expect(model.basket.oven.serial == 7)
        #expect(Resolver.withResolver(session) { BasketModel() }.basket === model.basket)
        try await session.close()
        #expect(log.recorded == ["save the basket of ada"])
        let next = try sessions.open { $0.bind(Shopper(name: "grace")) }
        #expect(Resolver.withResolver(next) { BasketModel() }.basket.shopper.name == "grace")
        try next.closeSynchronously()
    }

    @Test func aMistakeInTheSessionIsReportedByTheAppsValidation() {
        let sessions = Resolver.shared.scope("Session") { session in
            session.register(Basket.self, scope: .unique) { Basket(shopper: Shopper(name: "-"), oven: Oven()) }
                .onClose { _ in }
        }
        #expect(sessions.name == "Session")
        let message = DiagnosticRenderer().render(Resolver.shared.validate())
        #expect(message.contains("error: [closeActionNeverRuns] the close action of 'Basket' never runs: its lifetime is "
            + "'transient', so scope 'Session' keeps no instance of it to close"), "\(message)")
        #expect(message.contains("note: register 'Basket' with 'scope: .singleton' (or '.eagerSingleton', "
            + "'.weakSingleton'), or 'registerAsSingleton', or remove its 'onClose'"), "\(message)")
    }

    @Test func resolvingFromAClosedSessionThrowsScopeClosed() async throws {
        let sessions = declareSessions(log: Recorder<String>())
        let session = try sessions.open { $0.bind(Shopper(name: "ada")) }
        try await session.close()
        #expect {
            _ = try session.resolve(Basket.self)
        } throws: { error in
            String(describing: error).contains("error: [scopeClosed] scope 'Session' is closed: 'Basket' cannot be resolved from it")
        }
    }
}

#if os(macOS) || os(Linux) || os(Windows)
/// A wrapper cannot throw: reading one from a closed session stops the program with the same text.
struct ClosedSessionInjectionTests {
    @Test func aLazyInjectionReadAfterTheSessionClosedStopsWithScopeClosed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ScopeFailureScenarios.lazyReadAfterClose()
        }
        let message = fatalMessage(result?.standardErrorContent ?? [])
        #expect(message.contains("error: [scopeClosed] scope 'Session' is closed: 'Basket' cannot be resolved from it"),
                "\(message)")
        #expect(message.contains("note: scope 'Session' was closed here"), "\(message)")
    }
}
#endif

enum ScopeFailureScenarios {
    static func lazyReadAfterClose() {
        Resolver.shared.registerAsSingleton(Oven.self, Oven())
        let sessions = Resolver.shared.scope("Session") { session in
            session.external(Shopper.self)
            session.register(Basket.self, scope: .singleton) {
                Basket(shopper: try Resolver.shared.resolve(), oven: try Resolver.shared.resolve())
            }
        }
        do {
            let session = try sessions.open { $0.bind(Shopper(name: "ada")) }
            let model = Resolver.withResolver(session) { BasketModel() }
            try session.closeSynchronously()
            _ = model.laterBasket
        } catch {
            print("unexpected: \(error)")
        }
    }
}

/// The app's scope, declared once for the trait's tests.
enum TraitApp {
    static let log = Recorder<String>()
    static let resolver: Resolver = {
        let resolver = Resolver(name: "TraitApp")
        resolver.registerAsSingleton(Oven.self, Oven(serial: 3))
        return resolver
    }()
    static let sessions = resolver.scope("Session") { session in
        session.external(Shopper.self)
        session.register(Basket.self, scope: .singleton) {
            Basket(shopper: try Resolver.shared.resolve(), oven: try Resolver.shared.resolve())
        }
        .onClose { basket in log.append("close \(basket.shopper.name)") }
    }
}

/// Each test of the suite runs in a session of its own, opened before it and closed after it.
@Suite(.openedScope(TraitApp.sessions) { $0.bind(Shopper(name: "trait")) })
struct ScopeTraitTests {
    @Test func aTestReadsItsSessionThroughTheWrappers() {
        let model = BasketModel()
        #expect(model.basket.shopper.name == "trait")
        #expect(model.basket.oven.serial == 3)
        #expect(Resolver.shared.name == "Session")
    }
}
