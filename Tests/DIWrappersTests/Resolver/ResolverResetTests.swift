import DIWrappers
import DIWrappersTesting
import Testing

@Suite(.isolatedResolver)
struct ResolverResetTests {
    @Test func aResetResolverIsEmptyAndTakesTheSameKeyAgainWithoutAllowOverride() throws {
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.reset()
        #expect(Resolver.shared.container.graph.bindings.isEmpty)
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        #expect(try Resolver.shared.resolve(Bread.self) is PainAuChocolat)
    }
}

@Suite(.isolatedResolver)
struct ResolverResetOverrideTests {
    /// Trifork's `reset()` "resets all factories and sets allowOverride to false".
    @Test func aResetSetsAllowOverrideBackToFalse() {
        Resolver.shared.allowOverride = true
        Resolver.shared.reset()
        #expect(Resolver.shared.allowOverride == false)
    }
}
