import DIGraph
import DISync
@testable import DIRuntime
import Testing

protocol ModuleHTTP: Sendable {}
final class LiveModuleHTTP: ModuleHTTP {}
final class FakeModuleHTTP: ModuleHTTP {}
final class ModuleUser: Sendable {}
final class ModulePayments: Sendable {
    let http: any ModuleHTTP
    init(http: any ModuleHTTP) { self.http = http }
}
final class ModuleReachability: Sendable {}

/// Which modules ran `register`, in order, across one test.
final class AssemblyLog: Sendable {
    private let names = Locked<[String]>([])
    func record(_ name: String) { names.withLock { $0.append(name) } }
    var recorded: [String] { names.withLock { $0 } }
}

struct NetworkModule: Module {
    let log: AssemblyLog
    func register(in container: Container) {
        log.record("Network")
        container.register(.singleton) { _ in LiveModuleHTTP() as any ModuleHTTP }
        container.register(.singleton) { _ in ModuleReachability() }
    }
}

struct PaymentsModule: Module {
    let log: AssemblyLog
    var dependencies: [any Module] { [NetworkModule(log: log)] }
    var expects: [DeclaredDependency] { [.on(ModuleUser.self)] }
    func register(in container: Container) {
        log.record("Payments")
        container.register(ModulePayments.init, scope: .singleton)
    }
}

struct AccountModule: Module {
    let log: AssemblyLog
    var dependencies: [any Module] { [NetworkModule(log: log)] }
    func register(in container: Container) {
        log.record("Account")
        container.register(.singleton) { _ in ModuleUser() }
    }
}

struct FakeNetworkModule: Module {
    let log: AssemblyLog
    var replaces: [any Module.Type] { [NetworkModule.self] }
    func register(in container: Container) {
        log.record("FakeNetwork")
        container.register(.singleton) { _ in FakeModuleHTTP() as any ModuleHTTP }
    }
}

struct ThrowingModule: Module {
    struct Refused: Error, CustomStringConvertible { var description: String { "no configuration file" } }
    func register(in container: Container) throws { throw Refused() }
}

/// Modules in the runtime (issue 39): assembled once, dependencies first, replaced in tests, checked whole.
@Suite struct ModuleAssemblyTests {
    @Test func aModuleTwoOthersDependOnIsAssembledOnceAndFirst() throws {
        let log = AssemblyLog()
        let app = try Container(name: "App", modules: [AccountModule(log: log), PaymentsModule(log: log)])
        #expect(log.recorded == ["Network", "Account", "Payments"])
        try app.bootstrap()
        #expect(try app.resolve(ModulePayments.self).http is LiveModuleHTTP)
        let modules = app.graph.bindings.map { "\($0.key)=\($0.module ?? "-")" }.sorted()
        #expect(modules == [
            "ModuleHTTP=NetworkModule", "ModulePayments=PaymentsModule", "ModuleReachability=NetworkModule",
            "ModuleUser=AccountModule",
        ])
    }

    @Test func aReplacedModuleNeverRegistersAndItsReplacementIsUsed() throws {
        let log = AssemblyLog()
        let app = try Container(
            name: "App", modules: [AccountModule(log: log), PaymentsModule(log: log), FakeNetworkModule(log: log)])
        // The replaced module's registrations are only listed, in a container nothing resolves from.
        #expect(log.recorded == ["Network", "Account", "Payments", "FakeNetwork"])
        #expect(try app.resolve(ModulePayments.self).http is FakeModuleHTTP)
        let diagnostics = DiagnosticRenderer().render(app.validate())
        #expect(diagnostics == """
            error: [incompleteReplacement] module 'FakeNetworkModule' replaces 'NetworkModule' but does not provide 'ModuleReachability'
            note: register it in 'FakeNetworkModule' too
            """)
    }

    @Test func anExpectationNobodyMeetsNamesTheModuleWhereItWasDeclared() throws {
        let log = AssemblyLog()
        let app = try Container(name: "App", modules: [PaymentsModule(log: log)])
        let message = DiagnosticRenderer().render(app.validate())
        #expect(message == """
            DIRuntimeTests/ModuleAssemblyTests.swift:35:45: error: [unmetExpectation] module 'PaymentsModule' expects 'ModuleUser', but nothing visible in container 'App' provides it
            note: register it in another module of the assembly or in a parent container, or remove the expectation
            """)
        #expect(throws: ValidationError.self) { try app.bootstrap() }
    }

    @Test func anExpectationAParentMeetsIsFine() throws {
        let parent = Container(name: "Root")
        parent.register(.singleton) { _ in ModuleUser() }
        let app = try Container(name: "App", parents: [parent], modules: [PaymentsModule(log: AssemblyLog())])
        #expect(app.validate().isEmpty)
    }

    @Test(arguments: [true, false])
    func aKeyTwoModulesRegisterNamesBothModulesWhateverTheOverridePolicy(allowsOverrides: Bool) throws {
        let log = AssemblyLog()
        struct SecondUserModule: Module {
            func register(in container: Container) { container.register(.singleton) { _ in ModuleUser() } }
        }
        let app = try Container(
            name: "App", allowsOverrides: allowsOverrides, modules: [AccountModule(log: log), SecondUserModule()])
        let message = DiagnosticRenderer().render(app.validate())
        #expect(message.contains(
            "error: [duplicateBinding] 'ModuleUser' is bound twice in container 'App', by module 'SecondUserModule' "
                + "and first by module 'AccountModule'"), "\(message)")
        #expect(throws: ValidationError.self) { try app.bootstrap() }
    }

    @Test func aModuleMayStillRegisterAKeyAgainItselfAndTheAppAfterItsModules() throws {
        struct TwiceModule: Module {
            func register(in container: Container) {
                container.register(.singleton) { _ in ModuleUser() }
                container.register(.singleton) { _ in ModuleUser() }  // Dip's override, within one module
            }
        }
        let app = try Container(name: "App", modules: [TwiceModule()])
        app.register(.singleton) { _ in ModuleUser() }  // the app's own override, outside any module
        #expect(app.validate().isEmpty, "\(app.validate())")
    }

    @Test func aModuleWhoseRegisterThrowsIsNamed() {
        #expect {
            _ = try Container(name: "App", modules: [ThrowingModule()])
        } throws: { error in
            String(describing: error) == """
                error: [moduleRegistrationFailed] module 'ThrowingModule' could not register its services in container \
                'App': no configuration file
                note: make its 'register(in:)' succeed; nothing it registered before the error was removed
                """
        }
    }
}

struct CycleA: Module {
    var dependencies: [any Module] { [CycleB()] }
    func register(in container: Container) {}
}

struct CycleB: Module {
    var dependencies: [any Module] { [CycleA()] }
    func register(in container: Container) {}
}

@Suite struct ModuleCycleTests {
    @Test func aCycleOfModuleDependenciesIsReported() throws {
        let app = try Container(name: "App", modules: [CycleA()])
        #expect(DiagnosticRenderer().render(app.validate()) == """
            error: [moduleCycle] modules depend on each other in a cycle: 'CycleA' -> 'CycleB' -> 'CycleA'
            note: 'CycleA' depends on 'CycleB'
            note: 'CycleB' depends on 'CycleA'
            note: move what both need into a module of its own that both depend on
            """)
    }
}

struct SelfExpectingModule: Module {
    var expects: [DeclaredDependency] { [.on(ModuleUser.self)] }
    func register(in container: Container) { container.register(.singleton) { _ in ModuleUser() } }
}

@Suite struct ModuleExpectationTests {
    @Test func aModuleThatRegistersWhatItExpectsIsReportedAtTheRegistration() throws {
        let app = try Container(name: "App", modules: [SelfExpectingModule()])
        let message = DiagnosticRenderer().render(app.validate())
        #expect(message.contains(
            "error: [contradictoryExpectation] module 'SelfExpectingModule' expects 'ModuleUser' and registers it too"),
            "\(message)")
    }
}

protocol ModulePlugin: Sendable { var name: String { get } }
struct NamedModulePlugin: ModulePlugin { let name: String }

struct CorePluginsModule: Module {
    func register(in container: Container) {
        container.register(.unique, into: [any ModulePlugin].self) { _ in NamedModulePlugin(name: "core") }
    }
}

struct FeaturePluginsModule: Module {
    var dependencies: [any Module] { [CorePluginsModule()] }
    func register(in container: Container) {
        container.register(.unique, into: [any ModulePlugin].self) { _ in NamedModulePlugin(name: "feature") }
    }
}

struct ProfilePluginsModule: Module {
    func register(in container: Container) {
        container.register(.unique, into: [any ModulePlugin].self) { _ in NamedModulePlugin(name: "profile") }
    }
}

@Suite struct ModuleCollectionTests {
    @Test func contributionsFromSeveralModulesComeInAssemblyOrder() throws {
        let app = try Container(name: "App", modules: [ProfilePluginsModule(), FeaturePluginsModule()])
        try app.bootstrap()
        let plugins: [any ModulePlugin] = try app.resolve()
        #expect(plugins.map(\.name) == ["profile", "core", "feature"])
        let modules = app.graph.bindings.filter { $0.contribution != nil }.map { $0.module ?? "-" }
        #expect(modules == ["ProfilePluginsModule", "CorePluginsModule", "FeaturePluginsModule"])
    }
}

struct UserAndReachabilityModule: Module {
    func register(in container: Container) {
        container.register(.singleton) { _ in ModuleUser() }
        container.register(.singleton) { _ in ModuleReachability() }
    }
}

struct EmptyReplacementModule: Module {
    var replaces: [any Module.Type] { [UserAndReachabilityModule.self] }
    func register(in container: Container) {}
}

@Suite struct ModuleReplacementTests {
    /// The keys were once listed in the registration table's order, which moves with type addresses between runs
    /// (`ModuleAssemblyPropertyTests`, seed 73).
    @Test func anIncompleteReplacementListsTheMissingKeysInTheOrderTheyWereRegistered() throws {
        let app = try Container(name: "App", modules: [UserAndReachabilityModule(), EmptyReplacementModule()])
        #expect(DiagnosticRenderer().render(app.validate()) == """
            error: [incompleteReplacement] module 'EmptyReplacementModule' replaces 'UserAndReachabilityModule' but \
            does not provide 'ModuleUser', 'ModuleReachability'
            note: register them in 'EmptyReplacementModule' too
            """)
    }
}

/// A module that names itself, and its replacement: the replacement rules find it by the name it gives.
private struct NamedNetworkModule: Module {
    var name: String { "Network" }
    func register(in container: Container) {
        container.register(.singleton) { _ in LiveModuleHTTP() as any ModuleHTTP }
        container.register(.singleton) { _ in ModuleReachability() }
    }
}

private struct FakeNamedNetworkModule: Module {
    var replaces: [any Module.Type] { [NamedNetworkModule.self] }
    func register(in container: Container) {
        container.register(.singleton) { _ in FakeModuleHTTP() as any ModuleHTTP }
    }
}

@Suite struct NamedModuleReplacementTests {
    @Test func aReplacementOfAModuleWithANameOfItsOwnIsCheckedUnderThatName() throws {
        let app = try Container(name: "App", modules: [NamedNetworkModule(), FakeNamedNetworkModule()])
        let text = DiagnosticRenderer().render(app.validate())
        #expect(text == """
            error: [incompleteReplacement] module 'FakeNamedNetworkModule' replaces 'Network' but does not provide 'ModuleReachability'
            note: register it in 'FakeNamedNetworkModule' too
            """, "\(text)")
    }
}
