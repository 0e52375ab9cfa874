import DIWrappers
import DIWrappersTesting
import Testing

/// Every behaviour of the Trifork README, with only the import changed.
@Suite(.isolatedResolver)
struct SeedTests {
    @Test func aFactoryRegisteredForAProtocolIsInjectedIntoItsProperties() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        #expect(Bakery().bread is PainAuChocolat)
    }

    @Test func aKeyedFactoryIsInjectedIntoPropertiesWithThatKey() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        let bakery = Bakery()
        #expect(bakery.bread is PainAuChocolat)
        #expect(bakery.bread2 is Croissant)
    }

    @Test func keysAreUniquePerTypeSoOneKeyServesTwoProtocols() {
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        Resolver.shared.register(Chocolate.self, key: "🥐", { PainAuChocolat() })
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        #expect(Bakery().bread2 is Croissant)
        #expect(ChocolateShop().chocolate is PainAuChocolat)
        #expect(Bakery().bread is PainAuChocolat)
    }

    @Test func aFactoryMakesANewInstanceForEveryInjection() {
        let counter = Counter()
        Resolver.shared.register(Oven.self) {
            counter.increment()
            return Oven(serial: counter.value)
        }
        let first = Kitchen(), second = Kitchen()
        #expect(first.oven !== second.oven)
        #expect(counter.value == 2)
    }

    @Test func aSingletonReturnedByAFactoryIsInjectedByInvokingTheFunction() {
        Resolver.shared.register(Worker.self, { MySingleton.shared })
        #expect(Office().worker as? MySingleton === MySingleton.shared)
        #expect(Office().worker as? MySingleton === Office().worker as? MySingleton)
    }

    @Test func aRegisteredSingletonIsInjectedAsThatInstance() {
        Resolver.shared.registerAsSingleton(Worker.self, MySingleton.shared)
        #expect(Office().worker as? MySingleton === MySingleton.shared)
    }

    @Test func aProvidedInstanceIsInjectedAsASingletonEverywhere() {
        let earth = Earth()
        Resolver.shared.registerAsSingleton(Planet.self, earth)
        #expect(Observatory().planet as? Earth === earth)
        #expect(Observatory().planet as? Earth === Observatory().planet as? Earth)
    }

    /// "What happens if I register the same protocol multiple times? … it can be done by setting the
    /// allowOverride property." (Without it the program stops: see `FailureTests`.)
    @Test func allowOverrideLetsALaterRegistrationReplaceAnEarlierOne() {
        Resolver.shared.allowOverride = true
        Resolver.shared.register(Bread.self, { Croissant() })
        #expect(Bakery().bread is Croissant)
        Resolver.shared.register(Bread.self, { Croissant() })
        #expect(Bakery().bread is Croissant)
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        #expect(Bakery().bread is PainAuChocolat)
        Resolver.shared.registerAsSingleton(Bread.self, Croissant())
        #expect(Bakery().bread is Croissant)
    }

    @Test func allowOverrideIsOffByDefault() {
        #expect(Resolver.shared.allowOverride == false)
        #expect(Resolver(name: "Fresh").allowOverride == false)
    }
}
