/// xorshift64*: a seeded generator whose whole state is one word, so a failing program reproduces from its seed.
struct ProgramRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = (seed &* 0x9E37_79B9_7F4A_7C15) | 1 }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < probability }
}
