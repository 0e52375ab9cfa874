/// wyrand: a tiny, fast generator whose whole state is one seed, so a failure reproduces from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0xA076_1D64_78BD_642F
        let product = (state ^ 0xE703_7ED1_A0B4_28DB).multipliedFullWidth(by: state)
        return product.high ^ product.low
    }

    /// True with the given probability.
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
}
