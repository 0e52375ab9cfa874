import DIWrappers
import Foundation

// What the exit tests run. Registrations live here, not inside the exit-test closures, because a `#line`
// default argument inside an exit-test body reports the `#expect` line; the expected messages below name these
// lines.
enum FailureScenarios {
    static func missingKey() {
        Resolver.shared.register(Chocolate.self, key: "🍫", { PainAuChocolat() })
        Resolver.shared.register(Chocolate.self, key: Flavor.dark, { PainAuChocolat() })
        _ = ChocolateShop().chocolate
    }

    static func missingTypeWithANearMiss() {
        Resolver.shared.registerAsSingleton(Bred.self, Bred())
        _ = Bakery().bread
    }

    static func missingInAStruct() {
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        _ = BreadBox().bread
    }

    static func missingLazily() {
        Resolver.shared.register(Bread.self, key: Shelf.top, { Croissant() })
        let pantry = Pantry()
        _ = pantry.bread
    }

    static func duplicate() {
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.registerAsSingleton(Bread.self, PainAuChocolat())
    }

    static func duplicateKey() {
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        Resolver.shared.register(Bread.self, key: "🥐", { PainAuChocolat() })
    }

    static func cycle() {
        Resolver.shared.register(Hen.self) { Hen() }
        Resolver.shared.register(Egg.self) { Egg() }
        _ = Hen()
    }

    static func factoryThrows() {
        Resolver.shared.register(Oven.self) { throw OvenError.cold }
        _ = Kitchen()
    }

    static func replacedHandler() {
        Resolver.$failureHandler.withValue({ failure in
            print("handled \(failure.diagnostic?.code.rawValue ?? "-") at \(failure.fileID):\(failure.line)")
            exit(3)
        }) {
            _ = Bakery().bread
        }
    }

    static func missingDeeper() {
        Resolver.shared.register(Cafe.self) { Cafe(bread: try Resolver.shared.resolve(Bread.self)) }
        _ = Diner().cafe
    }

    static func optionalButBroken() {
        Resolver.shared.register(Oven.self) { throw OvenError.cold }
        _ = Bistro()
    }

    static func duplicateOfAContainerRegistration() {
        Resolver.shared.container.register(.singleton, type: Planet.self) { _ in Earth() }
        Resolver.shared.registerAsSingleton(Planet.self, Earth())
    }

    static func exactKey() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        _ = Bakery().bread2
    }

    static func missingProtocolWithAConformingRegistration() {
        Resolver.shared.register(Croissant.self, { Croissant() })
        _ = BreadBox().bread
    }

    static func keyWithATypo() {
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.register(Bread.self, key: "live", { PainAuChocolat() })
        _ = Kiosk().bread
    }

    /// Two tests that forgot the test trait, each registering through the same set-up.
    static func twoTestsShareTheResolver() {
        registerTokenStore()
        registerTokenStore()
    }

    static func registerTokenStore() {
        Resolver.shared.register(TokenStore.self, scope: .singleton) { TokenStore() }
    }
}
