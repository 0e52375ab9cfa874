import DIWrappers
import DIWrappersTesting
import Testing

@Suite(.isolatedResolver)
struct InjectTests {
    @Test func itResolvesWhenTheOwnerIsMadeAndKeepsTheValueForEveryRead() {
        let counter = Counter()
        Resolver.shared.register(Oven.self) {
            counter.increment()
            return Oven(serial: counter.value)
        }
        let kitchen = Kitchen()
        #expect(counter.value == 1)
        #expect(kitchen.oven === kitchen.oven)
        #expect(kitchen.oven.serial == 1)
        #expect(counter.value == 1)
    }

    @Test func aSingletonScopeGivesEveryOwnerTheSameInstance() {
        let counter = Counter()
        Resolver.shared.register(Oven.self, scope: .singleton) {
            counter.increment()
            return Oven()
        }
        #expect(Kitchen().oven === Kitchen().oven)
        #expect(counter.value == 1)
    }

    @Test func aKeyedPropertyGetsTheRegistrationOfItsKeyNotTheUnkeyedOne() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        let bakery = Bakery()
        #expect(bakery.bread is PainAuChocolat)
        #expect(bakery.bread2 is Croissant)
    }

    @Test func keysMayBeIntsAndRawRepresentableEnums() {
        final class Shop {
            @Inject(Flavor.dark) var dark: Chocolate
            @Inject(Shelf.top) var top: Bread
            @Inject(2) var second: Bread
            @Inject("top") var named: Bread
        }
        Resolver.shared.register(Bread.self, key: "top", { PainAuChocolat() })
        Resolver.shared.register(Chocolate.self, key: Flavor.dark, { PainAuChocolat() })
        Resolver.shared.register(Bread.self, key: Shelf.top, { Croissant() })
        Resolver.shared.register(Bread.self, key: 2, { PainAuChocolat() })
        Resolver.shared.register(Bread.self, { Croissant() })
        let shop = Shop()
        #expect(shop.dark is PainAuChocolat)
        #expect(shop.top is Croissant)
        #expect(shop.second is PainAuChocolat)
        // "top" is a String tag, not `Shelf.top` (an Int tag): its own registration.
        #expect(shop.named is PainAuChocolat)
    }

    @Test func aKeyRegisteredAfterTheOwnerIsMadeResolvesOnTheFirstRead() {
        let kitchen = Kitchen()
        let oven = Oven(serial: 7)
        Resolver.shared.registerAsSingleton(Oven.self, oven)
        #expect(kitchen.oven === oven)
        Resolver.shared.allowOverride = true
        Resolver.shared.registerAsSingleton(Oven.self, Oven(serial: 8))
        #expect(kitchen.oven === oven)
    }

    @Test func theResolverIsTheOneInScopeWhenTheOwnerIsMade() {
        let other = Resolver(name: "Other")
        other.register(Bread.self, { Croissant() })
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        let bakery = Resolver.withResolver(other) { Bakery() }
        #expect(bakery.bread is Croissant)
        #expect(Bakery().bread is PainAuChocolat)
    }

    @Test func aWrapperWorksInAStructAndInALocalVariable() {
        Resolver.shared.register(Bread.self, { Croissant() })
        #expect(BreadBox().bread is Croissant)
        @Inject var local: Bread
        #expect(local is Croissant)
    }

    @Test @MainActor func aWrapperWorksInAMainActorClass() {
        @MainActor final class ViewModel {
            @Inject var bread: Bread
            @LazyInject var oven: Oven
            @OptionalInject var chocolate: Chocolate?
        }
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.register(Oven.self, { Oven(serial: 5) })
        let model = ViewModel()
        #expect(model.bread is Croissant)
        #expect(model.oven.serial == 5)
        #expect(model.chocolate == nil)
    }

    @Test func aWrapperInsideAFactoryResolvesFromTheSameResolver() {
        final class Cafe {
            @Inject var kitchen: Kitchen
        }
        Resolver.shared.register(Oven.self, scope: .singleton) { Oven(serial: 3) }
        Resolver.shared.register(Kitchen.self) { Kitchen() }
        #expect(Cafe().kitchen.oven.serial == 3)
    }
}
