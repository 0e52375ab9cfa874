import DIGraph
import DIRuntime
import DIWrappers
import DIWrappersTesting
import Testing

struct BakeryModule: Module {
    func register(in container: Container) {
        Resolver.shared.register(Oven.self, scope: .singleton) { Oven(serial: 1) }
        Resolver.shared.register(Bread.self) { Croissant() }
    }
}

struct FakeBakeryModule: Module {
    var replaces: [any Module.Type] { [BakeryModule.self] }
    func register(in container: Container) {
        Resolver.shared.register(Oven.self, scope: .singleton) { Oven(serial: 99) }
        Resolver.shared.register(Bread.self) { PainAuChocolat() }
    }
}

/// Modules in Trifork's style: installed into a resolver, replaced for one test by the trait.
struct ResolverModuleTests {
    @Test(.resolver { try $0.install([BakeryModule()]) })
    func anInstalledModuleRegistersThroughResolverShared() {
        #expect(Bakery().bread is Croissant)
        #expect(Resolver.shared.validate().isEmpty)
        #expect(Resolver.shared.container.graph.bindings.allSatisfy { $0.module == "BakeryModule" })
    }

    @Test(.resolver { try $0.install([BakeryModule(), FakeBakeryModule()]) })
    func aTestInstallsAReplacementForItself() throws {
        #expect(Bakery().bread is PainAuChocolat)
        #expect(try Resolver.shared.resolve(Oven.self).serial == 99)
        #expect(Resolver.shared.validate().isEmpty)
    }
}
