import DIWrappers
import DIWrappersTesting
import Testing

/// Both tests register the same key: with one shared resolver the second would stop the program as a
/// duplicate, so passing shows each test got its own.
@Suite(.isolatedResolver)
struct ResolverTraitTests {
    @Test func aSuiteTraitGivesThisTestItsOwnResolver() {
        Resolver.shared.register(Bread.self, { Croissant() })
        #expect(Bakery().bread is Croissant)
    }

    @Test func aSuiteTraitGivesThatTestItsOwnResolverToo() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        #expect(Bakery().bread is PainAuChocolat)
    }

    @Test(arguments: [1, 2, 3])
    func everyCaseOfAParameterizedTestGetsItsOwnResolver(serial: Int) {
        Resolver.shared.registerAsSingleton(Oven.self, Oven(serial: serial))
        #expect(Kitchen().oven.serial == serial)
    }
}

struct ResolverTraitConfigurationTests {
    @Test(.resolver { $0.register(Bread.self, { Croissant() }) })
    func aTestTraitRegistersBeforeTheTestRuns() {
        #expect(Bakery().bread is Croissant)
        #expect(Resolver.shared.name == "Resolver")
    }

    @Test(.resolver(name: "Configured") { _ in Resolver.shared.register(Bread.self, { PainAuChocolat() }) })
    func appCodeThatRegistersThroughSharedRegistersIntoTheTestsResolver() {
        #expect(Bakery().bread is PainAuChocolat)
        #expect(Resolver.shared.name == "Configured")
    }

    static let app: Resolver = {
        let app = Resolver(name: "App")
        app.register(Chocolate.self, key: "🥐", { PainAuChocolat() })  // ChocolateShop asks for "🥐"; keys are exact
        return app
    }()

    @Test(.resolver(parents: { [app] }) { $0.register(Bread.self, { Croissant() }) })
    func aTestResolverMaySeeTheAppsRegistrations() {
        #expect(ChocolateShop().chocolate is PainAuChocolat)
        #expect(Bakery().bread is Croissant)
    }
}
