import DIGraph
import DIRuntime
import DIWrappers
import DIWrappersTesting
import Testing

/// A session's basket module in Trifork's style: it registers through `Resolver.shared`, which is the scope's
/// resolver while the scope's modules register.
struct BasketModule: Module {
    var expects: [DeclaredDependency] { [.on(Shopper.self), .on(Oven.self)] }
    func register(in container: Container) {
        Resolver.shared.register(Basket.self, scope: .singleton) {
            Basket(shopper: try Resolver.shared.resolve(), oven: try Resolver.shared.resolve())
        }
    }
}

/// Scopes assembled from modules, in Trifork's style (issue 39 with issue 37).
@Suite(.isolatedResolver)
struct ResolverScopeModuleTests {
    @Test func aScopeOfModulesRegistersThroughTheScopesResolverAndOpensWithThem() throws {
        Resolver.shared.registerAsSingleton(Oven.self, Oven(serial: 7))
        let sessions = try Resolver.shared.scope("Session", modules: [BasketModule()]) { $0.external(Shopper.self) }
        #expect(Resolver.shared.validate().isEmpty, "\(Resolver.shared.validate())")
        #expect(Resolver.shared.container.graph.bindings.filter { $0.module == "BasketModule" }.map(\.container)
            == ["Session"])
        let session = try sessions.open { $0.bind(Shopper(name: "ada")) }
        let model = Resolver.withResolver(session) { BasketModel() }
        #expect(model.basket.shopper.name == "ada")
        try session.closeSynchronously()
    }

    @Test func aModuleExpectationTheSessionDoesNotMeetIsReportedByTheAppsValidation() throws {
        _ = try Resolver.shared.scope("Session", modules: [BasketModule()])  // no external, no oven
        let messages = Resolver.shared.validate().filter { $0.code == .unmetExpectation }.map(\.message)
        #expect(messages == [
            "module 'BasketModule' expects 'Shopper', but nothing visible in container 'Session' provides it",
            "module 'BasketModule' expects 'Oven', but nothing visible in container 'Session' provides it",
        ], "\(messages)")
    }
}
