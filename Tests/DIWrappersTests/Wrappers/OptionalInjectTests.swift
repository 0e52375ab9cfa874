import DIWrappers
import DIWrappersTesting
import Testing

@Suite(.isolatedResolver)
struct OptionalInjectTests {
    @Test func itIsNilWhenNothingIsRegistered() {
        let pantry = Pantry()
        #expect(pantry.chocolate == nil)
    }

    @Test func itIsTheRegistrationWhenThereIsOne() {
        Resolver.shared.register(Chocolate.self, { PainAuChocolat() })
        #expect(Pantry().chocolate is PainAuChocolat)
    }

    @Test func aKeyedPropertyIsNilWhenItsKeyIsNotRegisteredEvenWithAnUnkeyedRegistration() {
        final class Box {
            @OptionalInject(Flavor.milk) var milk: Chocolate?
            @OptionalInject(Flavor.dark) var dark: Chocolate?
            @OptionalInject("🥐") var croissant: Bread?
        }
        Resolver.shared.register(Chocolate.self, { PainAuChocolat() })
        Resolver.shared.register(Chocolate.self, key: Flavor.dark, { PainAuChocolat() })
        let box = Box()
        #expect(box.milk == nil)
        #expect(box.dark is PainAuChocolat)
        #expect(box.croissant == nil)
    }

    @Test func aRegistrationMadeAfterTheOwnerButBeforeTheFirstReadIsUsed() {
        let pantry = Pantry()
        Resolver.shared.register(Chocolate.self, { PainAuChocolat() })
        #expect(pantry.chocolate is PainAuChocolat)
    }

    @Test func aReadThatFindsNothingKeepsNil() {
        let pantry = Pantry()
        #expect(pantry.chocolate == nil)
        Resolver.shared.register(Chocolate.self, { PainAuChocolat() })
        #expect(pantry.chocolate == nil)
    }
}
