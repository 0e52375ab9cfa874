import DIGraph
import DIRuntime
import DIWrappers
import Testing

final class Account {}
final class Accounts {}
final class Reachability {}
protocol Transport: AnyObject {}
final class LiveTransport: Transport {}

/// Modules each front-end assembles alike: the same `Module` values through `Container(name:modules:)` and through
/// `Resolver.install(_:)`. They register through the container they are given, so one module serves both.
private struct NetworkModule: Module {
    func register(in container: Container) {
        container.register(.singleton) { _ in LiveTransport() as any Transport }
        container.register(.singleton) { _ in Reachability() }
    }
}

private struct FakeNetworkModule: Module {
    var replaces: [any Module.Type] { [NetworkModule.self] }
    func register(in container: Container) {
        container.register(.singleton) { _ in LiveTransport() as any Transport }
    }
}

private struct AbsentReplacementModule: Module {
    var replaces: [any Module.Type] { [NetworkModule.self] }
    func register(in container: Container) {}
}

/// Expects `Accounts`, when `Account` is what the assembly registers: the close match is offered.
private struct FeedModule: Module {
    var expects: [DeclaredDependency] { [.on(Accounts.self)] }
    func register(in container: Container) {
        container.register(.singleton) { _ in Store() }
    }
}

private struct AccountModule: Module {
    func register(in container: Container) {
        container.register(.singleton) { _ in Account() }
    }
}

private struct SecondStoreModule: Module {
    func register(in container: Container) {
        container.register(.singleton) { _ in Store() }
    }
}

private struct ChickenModule: Module {
    var dependencies: [any Module] { [EggModule()] }
    func register(in container: Container) {}
}

private struct EggModule: Module {
    var dependencies: [any Module] { [ChickenModule()] }
    func register(in container: Container) {}
}

/// The module rules (issue 39), one row each: the runtime container and the property wrappers' resolver report the
/// same text, locations aside. Generated containers have no modules: their unit is a target, whose containers
/// across targets report the one-target text (`CrossTargetSplitTests`).
///
/// | mistake | runtime container | property wrappers | generated containers |
/// |---|---|---|---|
/// | unmetExpectation (with the close match) | ✓ | ✓ | targets: missingBinding |
/// | duplicateBinding across modules | ✓ | ✓ | targets: duplicateBinding |
/// | moduleCycle | ✓ | ✓ | targets: containerCycle |
/// | incompleteReplacement | ✓ | ✓ | – |
/// | absentReplacement | ✓ | ✓ | – |
@Suite("Every front-end that has modules reports a module mistake the same way")
struct ModuleAgreementTests {
    /// The diagnostics of `modules` assembled by the runtime container and by a resolver, as text without locations.
    private static func both(_ modules: [any Module]) throws -> (runtime: String, wrappers: String) {
        let container = try Container(name: "AppContainer", modules: modules)
        let resolver = Resolver(name: "AppContainer")
        try resolver.install(modules)
        return (AgreementMatrixTests.text(container.validate()), AgreementMatrixTests.text(resolver.validate()))
    }

    @Test("unmetExpectation, with the close match")
    func unmetExpectation() throws {
        let (runtime, wrappers) = try Self.both([AccountModule(), FeedModule()])
        #expect(runtime == """
            error: [unmetExpectation] module 'FeedModule' expects 'Accounts', but nothing visible in container 'AppContainer' provides it
            note: did you mean 'Account'?
            note: register it in another module of the assembly or in a parent container, or remove the expectation
            """)
        #expect(wrappers == runtime)
    }

    @Test("duplicateBinding across modules")
    func duplicateAcrossModules() throws {
        let (runtime, wrappers) = try Self.both([FeedModule(), AccountModule(), SecondStoreModule()])
        let duplicates = runtime.split(separator: "\n").filter { $0.contains("duplicateBinding") }
        #expect(duplicates.count == 1, "\(runtime)")
        #expect(duplicates.first?.contains("'FeedModule'") == true && duplicates.first?.contains("'SecondStoreModule'") == true,
                "the duplicate does not name both modules: \(runtime)")
        #expect(wrappers == runtime)
    }

    @Test("moduleCycle")
    func moduleCycle() throws {
        let (runtime, wrappers) = try Self.both([ChickenModule()])
        #expect(runtime.hasPrefix("error: [moduleCycle] "), "\(runtime)")
        #expect(runtime.contains("'ChickenModule' -> 'EggModule' -> 'ChickenModule'"), "\(runtime)")
        #expect(wrappers == runtime)
    }

    @Test("incompleteReplacement")
    func incompleteReplacement() throws {
        let (runtime, wrappers) = try Self.both([NetworkModule(), FakeNetworkModule()])
        #expect(runtime == """
            error: [incompleteReplacement] module 'FakeNetworkModule' replaces 'NetworkModule' but does not provide 'Reachability'
            note: register it in 'FakeNetworkModule' too
            """)
        #expect(wrappers == runtime)
    }

    @Test("absentReplacement")
    func absentReplacement() throws {
        let (runtime, wrappers) = try Self.both([AccountModule(), AbsentReplacementModule()])
        #expect(runtime.hasPrefix(
            "warning: [absentReplacement] module 'AbsentReplacementModule' replaces 'NetworkModule', which is not in the assembly"),
            "\(runtime)")
        #expect(wrappers == runtime)
    }
}
