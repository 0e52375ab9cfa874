@testable import DIRuntime
import Testing

/// The metadata check auto-wiring uses at registration against the exact conformance check, over every kind of
/// type a parameter can have: it must agree on each, or a `Lazy` parameter would be looked up as a plain key.
@Suite struct SpecialParameterCheckTests {
    private struct Plain {}
    private struct Generic<T> {}
    private enum Choice { case one, two }
    private final class Object {}
    private class Base {}
    private final class Derived: Base {}
    private final class GenericObject<T> {}
    private protocol Service {}
    private protocol Owned: AnyObject {}

    private static let types: [Any.Type] = [
        Int.self, String.self, Plain.self, Generic<Int>.self, Generic<Lazy<Int>>.self, Choice.self, Object.self,
        Base.self, Derived.self, GenericObject<Int>.self, GenericObject<Lazy<Int>>.self,
        (any Service).self, (any Owned).self, Any.self, AnyObject.self, (Int, String).self, Void.self,
        ((Int) -> String).self, Int.Type.self, [Int].self, [String: Int].self,
        Int?.self, Object?.self, (any Service)?.self, Int??.self, Lazy<Int>?.self,
        Lazy<Int>.self, Lazy<Object>.self, Lazy<any Service>.self, Lazy<Int?>.self,
        Provider<Int>.self, Provider<Object>.self, Provider<any Service>.self, Provider<Lazy<Int>>.self,
    ]

    @Test(arguments: types)
    func theMetadataCheckAgreesWithTheConformanceCheck(_ type: Any.Type) {
        #expect(SpecialParameterCheck.isSpecial(type) == (type is any AutowiredDependency.Type), "\(type)")
    }

    @Test func onlyLazyProviderAndOptionalAreSpecial() {
        let special = Self.types.filter(SpecialParameterCheck.isSpecial).map { "\($0)" }
        #expect(special.count == 13, "\(special)")
        #expect(!special.contains("Int") && special.contains("Optional<Int>") && special.contains("Lazy<Int>"))
    }
}
