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

    /// The descriptor offsets follow from the word size (Swift's ABI counts metadata in words), so a 32-bit
    /// watch reads the descriptor where its metadata keeps it. This machine's offsets are the 64-bit ones, which
    /// the check above shows are right; the 32-bit ones come from the same formulas (`Scripts/check-32-bit.sh`
    /// reads them from a 32-bit compile too, but no metadata can be read there).
    @Test func theDescriptorOffsetsAreDerivedFromTheWordSize() {
        #expect(MemoryLayout<UnsafeRawPointer>.size == 8)
        #expect(SpecialParameterCheck.structDescriptorOffset == 8)
        #expect(SpecialParameterCheck.classDescriptorOffset == 40)
        #expect(SpecialParameterCheck.structDescriptorOffset(wordSize: 8) == 8)
        #expect(SpecialParameterCheck.classDescriptorOffset(wordSize: 8) == 40)
        #expect(SpecialParameterCheck.structDescriptorOffset(wordSize: 4) == 4)
        #expect(SpecialParameterCheck.classDescriptorOffset(wordSize: 4) == 32)
    }
}
