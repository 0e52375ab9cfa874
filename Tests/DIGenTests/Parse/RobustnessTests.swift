import DIGen
import DIGraph
import Testing

/// Hostile and broken inputs: the parser returns, never traps, and keeps what it can. Inputs the fuzzer finds to
/// crash or hang are added here (none so far; see Fuzz/run.sh).
@Suite struct RobustnessTests {
    @Test(arguments: [
        "", "\0", "\"", "\"\"\"", "#", "##\"", "#/", "/", "/*", "`", "@", "\\(", "\"\\(", "\"\\(\"\\(\"\\(",
        "class", "class {", "extension", "extension {", "init?<", "func >>=<", "var", "let (", "typealias A =",
        "struct S<", "struct S: ", "enum E { case", "#if", "#if (", "@available(", "protocol P where",
        "}}}}}", "((((", "<<<<", "init(a: b: c:", "func f(_: Int = {", "var x: Int { get", "\u{FEFF}class A {}",
        String(repeating: "struct A {", count: 5_000), String(repeating: "\"\\(", count: 5_000),
        String(repeating: "(", count: 20_000), String(repeating: "/* ", count: 10_000),
        String(repeating: "<", count: 10_000) + "class", String(repeating: "#", count: 10_000) + "\"",
        "class A<" + String(repeating: "B<", count: 5_000), String(repeating: "// @saber.inject\n", count: 2_000),
    ])
    func brokenInputParsesWithoutTrapping(source: String) {
        let file = parse(source)
        _ = ParsedModule(files: [file])
    }

    /// Inputs that would make a naive look-ahead quadratic (each `/` or `#/` rescanning the rest of the line or
    /// file); 200,000 of them must still scan in well under a second.
    @Test(arguments: [
        String(repeating: "(/", count: 100_000), String(repeating: "#/\n", count: 100_000),
        String(repeating: "#/ ", count: 100_000), String(repeating: "#", count: 200_000),
        String(repeating: "= /[", count: 50_000), String(repeating: "f(/a", count: 50_000) + "\n",
    ])
    func pathologicalLookAheadStaysLinear(source: String) {
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = parse(source) }
        #expect(elapsed < .seconds(2))
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
