import DIGraph
import DIWrappers
import DIWrappersTesting
import Testing

/// `register(into:)` and `@Inject var plugins: [Plugin]`: every contribution, in registration order, each with
/// its scope; keyed dictionaries; and the container's collection rules through `validate()`.
@Suite(.isolatedResolver)
struct CollectionInjectTests {
    @Test func anInjectedArrayHoldsEveryContributionInRegistrationOrder() {
        Resolver.shared.register(into: [Topping].self) { Sugar() }
        Resolver.shared.register(into: [Topping].self, scope: .singleton) { Cinnamon() }
        let first = Pastry()
        let second = Pastry()
        #expect(first.toppings.map(\.name) == ["sugar", "cinnamon"])
        #expect(first.toppings[0] !== second.toppings[0], "a unique element is made for each injection")
        #expect(first.toppings[1] === second.toppings[1], "a singleton element is made once")
    }

    @Test func anInjectedDictionaryHoldsEachEntryUnderItsKey() {
        Resolver.shared.register(into: [String: Topping].self, key: "sweet") { Sugar() }
        Resolver.shared.register(into: [String: Topping].self, key: "spiced") { Cinnamon() }
        #expect(Menu().toppings.mapValues(\.name) == ["sweet": "sugar", "spiced": "cinnamon"])
    }

    @Test func aCollectionDeclaredEmptyIsInjectedEmptyWithoutAWarning() {
        Resolver.shared.allowEmpty([Topping].self)
        #expect(Pastry().toppings.isEmpty)
        #expect(Resolver.shared.validate().isEmpty)
    }

    @Test func aCollectionNothingContributesToSaysHowToCollectIt() {
        #expect(throws: (any Error).self) { _ = try Resolver.shared.resolve([Topping].self) }
        do {
            _ = try Resolver.shared.resolve([Topping].self)
        } catch {
            #expect(String(describing: error).contains(
                "note: to collect '[Topping]' from contributions, register each with "
                    + "'Resolver.shared.register(into: [Topping].self) { … }', or declare that it may be empty with "
                    + "'Resolver.shared.allowEmpty([Topping].self)'"), "\(error)")
        }
    }

    @Test func aKeyContributedTwiceIsTheValidatorsDuplicate() {
        Resolver.shared.register(into: [String: Topping].self, key: "sweet") { Sugar() }
        let firstLine = #line - 1
        Resolver.shared.register(into: [String: Topping].self, key: "sweet") { Cinnamon() }
        let secondLine = #line - 1
        let rendered = DiagnosticRenderer().render(Resolver.shared.validate())
        #expect(rendered == """
            DIWrappersTests/CollectionInjectTests.swift:\(secondLine):33: error: [duplicateBinding] duplicate key "sweet" in '[String: Topping]': contributed twice in container 'Resolver'
            DIWrappersTests/CollectionInjectTests.swift:\(firstLine):33: note: first contributed here, in container 'Resolver'
            DIWrappersTests/CollectionInjectTests.swift:\(secondLine):33: note: contributed again here, in container 'Resolver'
            note: remove one of the two entries, or contribute one under another key
            """)
    }
}

protocol Topping: AnyObject, Sendable {
    var name: String { get }
}

final class Sugar: Topping {
    var name: String { "sugar" }
}

final class Cinnamon: Topping {
    var name: String { "cinnamon" }
}

final class Pastry {
    @Inject var toppings: [Topping]
}

final class Menu {
    @Inject var toppings: [String: Topping]
}
