@testable import DIRuntime
import Testing

/// The hashing constant follows the word size: a 32-bit watch multiplies by the 32-bit golden-ratio constant,
/// and this 64-bit machine by the 64-bit one. Each constant is checked against its definition, `2^w / φ` rounded
/// to the nearest odd number, so the 32-bit one is checked here too (`Scripts/check-32-bit.sh` compiles the file
/// for a 32-bit target, where only its own constant is used).
@Suite struct IdentityHashTests {
    private static let goldenRatio = (1 + 5.0.squareRoot()) / 2

    @Test func thisMachineMultipliesByTheConstantOfItsWordSize() {
        #expect(UInt.bitWidth == 64)
        #expect(IdentityHash.multiplier == UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64))
        #expect(IdentityHash.multiplier(bitWidth: UInt.bitWidth) == UInt64(IdentityHash.multiplier))
    }

    @Test(arguments: [32, 64])
    func eachConstantIsTheGoldenRatioFractionRoundedToOdd(_ bitWidth: Int) {
        let constant = IdentityHash.multiplier(bitWidth: bitWidth)
        let exact = Double(sign: .plus, exponent: bitWidth, significand: 1) / Self.goldenRatio
        // A `Double` keeps 53 bits, so at 64 the comparison allows a few units of its last place; at 32 it is
        // exact enough to tell the nearest odd number from the next.
        let tolerance = bitWidth > 50 ? Double(sign: .plus, exponent: bitWidth - 50, significand: 1) : 1
        #expect(constant & 1 == 1)
        #expect(abs(Double(constant) - exact) <= tolerance, "\(String(constant, radix: 16))")
        #expect(bitWidth == 64 || constant < 1 << UInt64(bitWidth))
    }

    @Test func theThirtyTwoBitConstantIsTheTopHalfOfTheSixtyFourBitOne() {
        #expect(IdentityHash.multiplier(bitWidth: 32) == IdentityHash.multiplier(bitWidth: 64) >> 32)
    }

    /// A table of 16 slots takes the product's top 4 bits, whatever the word size.
    @Test func theShiftKeepsTheTopBitsForTheTableSize() {
        let shift = IdentityHash.shift(forCapacity: 16)
        #expect(shift == UInt(UInt.bitWidth - 4))
        #expect(IdentityHash.home(of: 1, shift: shift) == Int(IdentityHash.multiplier >> shift))
        #expect((0..<1024).allSatisfy { IdentityHash.home(of: UInt($0) * 16, shift: shift) < 16 })
    }
}
