/// A small random app for the property test: one container (plain, thread-safe, or isolated to the main actor
/// by its protocol or by `@saber.isolation`) and a few services, each nonisolated, main-actor or an actor, made
/// synchronously or with `await` (sometimes `async throws`), cached or not, needing earlier services directly or
/// through a closure, some contributing to the graph's collection `[GnElement]` and some needing it. Names carry the
/// graph's number, so every graph compiles in one module.
struct RandomConcurrencyGraph {
    /// SplitMix64: the same seed gives the same graphs on every machine.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    let number: Int
    /// Compiled with `-default-isolation MainActor` (and generated with `defaultIsolation: MainActor`).
    let isDefaultMainActor: Bool
    let source: String

    init(number: Int, generator: inout Generator) {
        self.number = number
        isDefaultMainActor = generator.chance(30)
        let prefix = "G\(number)"
        var lines: [String] = []
        lines.append("// @saber.container(\(prefix)Container)")
        lines.append("// @saber.scope(\(prefix))")
        switch generator.below(4) {
        case 0: lines.append("// @saber.threadSafe")
        case 1: lines.append("@MainActor")
        case 2: lines.append("// @saber.isolation(MainActor)")
        default: break
        }
        if generator.chance(20) { lines.insert("// @di.allowEmpty([\(prefix)Element])", at: 2) }
        lines.append("protocol \(prefix)Containing {}")
        lines.append("\(isDefaultMainActor ? "nonisolated " : "")protocol \(prefix)Element: AnyObject {}")
        let count = 2 + generator.below(4)
        for index in 0..<count {
            lines.append("")
            lines.append(contentsOf: Self.service(index, prefix: prefix, isDefaultMainActor: isDefaultMainActor, generator: &generator))
        }
        source = lines.joined(separator: "\n") + "\n"
    }

    private static func service(
        _ index: Int, prefix: String, isDefaultMainActor: Bool, generator: inout Generator
    ) -> [String] {
        var lines = ["// @saber.scope(\(prefix))"]
        if generator.chance(35) { lines.append("// @saber.cached") }
        let isActor = generator.chance(20)
        let isMainActor = !isActor && generator.chance(40)
        let contributes = generator.chance(20)
        if contributes { lines.append("// @di.into([\(prefix)Element])") }
        if isMainActor { lines.append("@MainActor") }
        let keyword = isActor ? "actor" : !isMainActor && isDefaultMainActor ? "nonisolated final class" : "final class"
        var parameters: [String] = []
        for dependency in 0..<index where generator.chance(40) {
            let type = "\(prefix)S\(dependency)"
            parameters.append(generator.chance(15) ? "s\(dependency): @escaping () -> \(type)" : "s\(dependency): \(type)")
        }
        // A contribution that needs its own collection is a cycle every time: only the other services ask.
        if !contributes && generator.chance(12) { parameters.append("all: [\(prefix)Element]") }
        var effects = ""
        if generator.chance(35) { effects = generator.chance(25) ? " async throws" : " async" }
        let nonisolated = isMainActor && effects.isEmpty && generator.chance(15) ? "nonisolated " : ""
        lines.append("\(keyword) \(prefix)S\(index)\(contributes ? ": \(prefix)Element" : "") {")
        lines.append("    \(nonisolated)init(\(parameters.joined(separator: ", ")))\(effects) {}")
        lines.append("}")
        return lines
    }
}
