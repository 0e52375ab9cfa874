import DIGraph
@testable import DIRuntime
import Testing

/// A scope assembled from modules (issue 39 with issue 37): the modules' rules run inside the scope, its externals
/// and its parent meet their expectations, and each open has the modules' registrations.
@Suite struct ScopeModuleTests {
    /// The session's payments, needing the app's HTTP client (the parent) and the signed-in user (an external).
    struct SessionPaymentsModule: Module {
        var expects: [DeclaredDependency] { [.on(ModuleUser.self), .on((any ModuleHTTP).self)] }
        func register(in container: Container) {
            container.register(ModulePayments.init, scope: .singleton)
        }
    }

    struct FakeSessionPaymentsModule: Module {
        var replaces: [any Module.Type] { [SessionPaymentsModule.self] }
        func register(in container: Container) {
            container.register(.singleton) { _ in ModulePayments(http: FakeModuleHTTP()) }
        }
    }

    private static func app() -> Container {
        let app = Container(name: "App")
        app.register(.singleton) { _ in LiveModuleHTTP() as any ModuleHTTP }
        return app
    }

    @Test func aScopeOfModulesIsValidatedWithItsParentAndOpensWithTheirRegistrations() throws {
        let app = Self.app()
        let sessions = try app.scope("Session", modules: [SessionPaymentsModule()]) { $0.external(ModuleUser.self) }
        #expect(app.validate().isEmpty, "\(app.validate())")
        try app.bootstrap()
        let session = try sessions.open { $0.bind(ModuleUser()) }
        #expect(try session.resolve(ModulePayments.self).http is LiveModuleHTTP)
        let bindings = app.graph.bindings.filter { $0.module != nil }.map { "\($0.key) in \($0.container)" }
        #expect(bindings == ["ModulePayments in Session"], "\(bindings)")
        #expect(app.graph.modules.map(\.container) == ["Session"])
        try session.closeSynchronously()
    }

    @Test func anExpectationOfAModuleInAScopeNothingMeetsIsReportedAtTheParentsBootstrap() throws {
        let app = Container(name: "App")  // no HTTP client, and no external for the user
        _ = try app.scope("Session", modules: [SessionPaymentsModule()])
        let messages = app.validate().filter { $0.code == .unmetExpectation }.map(\.message)
        #expect(messages == [
            "module 'SessionPaymentsModule' expects 'ModuleUser', but nothing visible in container 'Session' provides it",
            "module 'SessionPaymentsModule' expects 'ModuleHTTP', but nothing visible in container 'Session' provides it",
        ], "\(messages)")
        #expect(throws: ValidationError.self) { try app.bootstrap() }
    }

    @Test func aReplacementInstalledInAScopeIsUsedByEveryOpen() throws {
        let app = Self.app()
        let sessions = try app.scope("Session", modules: [SessionPaymentsModule(), FakeSessionPaymentsModule()]) {
            $0.external(ModuleUser.self)
        }
        try app.bootstrap()
        for _ in 0..<2 {
            let session = try sessions.open { $0.bind(ModuleUser()) }
            #expect(try session.resolve(ModulePayments.self).http is FakeModuleHTTP)
            try session.closeSynchronously()
        }
    }

    @Test func aModuleThatThrowsInAScopeFailsTheDeclarationNamingIt() {
        let app = Self.app()
        do {
            _ = try app.scope("Session", modules: [ThrowingModule()])
            Issue.record("a module that throws declared a scope")
        } catch let error as ModuleError {
            #expect(error.diagnostic.message
                == "module 'ThrowingModule' could not register its services in container 'Session': no configuration file")
        } catch {
            Issue.record("unexpected error: \(error)")
        }
        #expect(app.declaredScope("Session") == nil, "a scope whose modules failed was declared")
    }
}
