import DIGen
import DIGraph
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile and broken inputs: the parser returns, never traps, and keeps what it can. Inputs the fuzzer finds to
/// crash or hang are added here (none so far; see Fuzz/run.sh).
@Suite struct RobustnessTests {
    @Test(arguments: HostileSource.all([
        "", "\0", "\"", "\"\"\"", "#", "##\"", "#/", "/", "/*", "`", "@", "\\(", "\"\\(", "\"\\(\"\\(\"\\(",
        "class", "class {", "extension", "extension {", "init?<", "func >>=<", "var", "let (", "typealias A =",
        "struct S<", "struct S: ", "enum E { case", "#if", "#if (", "@available(", "protocol P where",
        "}}}}}", "((((", "<<<<", "init(a: b: c:", "func f(_: Int = {", "var x: Int { get", "\u{FEFF}class A {}",
        String(repeating: "struct A {", count: 5_000), String(repeating: "\"\\(", count: 5_000),
        String(repeating: "(", count: 20_000), String(repeating: "/* ", count: 10_000),
        String(repeating: "<", count: 10_000) + "class", String(repeating: "#", count: 10_000) + "\"",
        "class A<" + String(repeating: "B<", count: 5_000), String(repeating: "// @saber.inject\n", count: 2_000),
    ]))
    func brokenInputParsesWithoutTrapping(source: HostileSource) {
        let file = parse(source.text)
        _ = ParsedModule(files: [file])
    }

    /// Inputs that would make a naive look-ahead quadratic (each `/` or `#/` rescanning the rest of the line or
    /// file). Judged by growth, not by a time limit a loaded machine would miss: four times the input must take
    /// well under sixteen times as long, what a quadratic scan would. Timed in the thread's own CPU time, the
    /// best of seven alternating runs, with the cases one at a time (`.serialized`): run in parallel, the cases
    /// slowed each other's larger input even in CPU time (20,000 `#/ ` took 0.11 s beside them, 0.02 s alone).
    /// Sizes stay small for the same reason; a quadratic scan shows at any size (a line of `#/ ` once took 6 s
    /// for 10,000 and 71 s for 40,000).
    @Test(.serialized, arguments: [("(/", 5_000), ("#/\n", 5_000), ("#/ ", 5_000), ("#", 10_000), ("= /[", 2_500), ("f(/a", 2_500)])
    func pathologicalLookAheadStaysLinear(unit: String, count: Int) {
        let (short, long) = (String(repeating: unit, count: count) + "\n", String(repeating: unit, count: 4 * count) + "\n")
        // Alternating, so a burst of work elsewhere in the process slows both sizes alike.
        var (single, quadruple) = (Duration.seconds(1_000), Duration.seconds(1_000))
        for _ in 0..<7 {
            single = min(single, ThreadClock.measure { _ = parse(short) })
            quadruple = min(quadruple, ThreadClock.measure { _ = parse(long) })
        }
        #expect(quadruple < single * 10, "4 × \(count) × \(unit.debugDescription) took \(quadruple) against \(single)")
    }

    @Test func arbitraryBytesIncludingInvalidUTF8() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = bytes.withUnsafeBufferPointer { DeclarationParser.parse(utf8: $0, path: "Random.swift") }
        }
    }

    @Test func deepNestingIsCappedAndTheRestOfTheFileStillParses() {
        let deep = String(repeating: "struct A {", count: 200) + String(repeating: "}", count: 200)
        let file = parse(deep + "\nclass After {}")
        #expect(file.types.count == DeclarationParser.maximumDepth + 1 + 1)
        #expect(file.types.last?.qualifiedName == "After")
    }

    @Test func aBrokenDeclarationDoesNotHideTheNextOne() {
        let file = parse("""
            class Broken<T {
            }
            struct Fine { init(x: Int) {} }
            """)
        #expect(file.types.map(\.qualifiedName).contains("Fine"))
    }

    @Test func contextualKeywordsUsedAsNames() {
        let file = parse("""
            struct S {
                let actor = 1
                var open: Bool
                var optional: Int?
                func macro() {}
                var `default`: Int
            }
            """)
        #expect(file.types.map(\.qualifiedName) == ["S"])
        #expect(file.types[0].members.properties.map(\.name) == ["actor", "open", "optional", "default"])
        #expect(file.types[0].members.methods.map(\.name) == ["macro"])
    }
}

/// A test input shown by its length and first characters: the inputs run to 300,000 characters, and the test
/// log would print each whole.
struct HostileSource: Sendable, CustomTestStringConvertible {
    let text: String

    static func all(_ texts: [String]) -> [HostileSource] { texts.map(HostileSource.init(text:)) }

    var testDescription: String {
        let shown = text.prefix(40).unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        return text.count <= 40 ? "\"\(shown)\"" : "\(text.count) characters: \"\(shown)…\""
    }
}

/// The calling thread's CPU time, which other threads and processes do not inflate.
private enum ThreadClock {
    static func measure(_ body: () -> Void) -> Duration {
        let start = now()
        body()
        return now() - start
    }

    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
