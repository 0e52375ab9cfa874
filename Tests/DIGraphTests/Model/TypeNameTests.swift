import DIGraph
import Testing

@Suite("TypeName canonical text")
struct TypeNameTests {
    @Test("spellings of one type give one canonical text", arguments: [
        ("Foo", "Foo"),
        ("  Foo  ", "Foo"),
        ("Optional<Foo>", "Foo?"),
        ("Swift.Optional<Foo>", "Foo?"),
        ("Optional< Array<Swift.Int> >", "[Swift.Int]?"),
        ("Array<Int>", "[Int]"),
        ("[ Int ]", "[Int]"),
        ("Dictionary<String,Int>", "[String: Int]"),
        ("[String:Int]", "[String: Int]"),
        ("Swift.Dictionary<String, [Int]>", "[String: [Int]]"),
        ("Mod.Outer.Inner", "Mod.Outer.Inner"),
        ("Outer<Int>.Inner", "Outer<Int>.Inner"),
        ("Result<Foo,Error>", "Result<Foo, Error>"),
        ("()->Foo", "() -> Foo"),
        ("(Int,String)->Foo", "(Int, String) -> Foo"),
        ("(_ id: Int) -> Foo", "(Int) -> Foo"),
        ("@escaping () -> Foo", "() -> Foo"),
        ("@Sendable () async throws -> Foo", "@Sendable () async throws -> Foo"),
        ("Optional<() -> Foo>", "(() -> Foo)?"),
        ("(Foo)", "Foo"),
        ("(a: Int, b: String)", "(a: Int, b: String)"),
        ("any  Service", "Service"),
        ("(any Service)?", "Service?"),
        ("[any Service]", "[Service]"),
        ("any Service & Sendable", "Service & Sendable"),
        ("(any Service).Type", "Service.Protocol"),
        ("any Service.Type", "Service.Type"),
        ("some Service", "some Service"),
        ("Foo.Type", "Foo.Type"),
        ("P & Q", "P & Q"),
        ("Int...", "Int..."),
        ("ImplicitlyUnwrappedOptional<Foo>", "Foo!"),
        ("`Type`", "`Type`"),
        ("Café", "Café"),
    ])
    func canonicalizes(written: String, canonical: String) throws {
        #expect(try TypeName(parsing: written).text == canonical)
    }

    @Test("T! is kept as written but looked up as T; T? is a different key")
    func implicitlyUnwrappedLooksUpAsWrapped() throws {
        let unwrapped = try TypeName(parsing: "Qux!")
        #expect(unwrapped.text == "Qux!")
        #expect(unwrapped.optionality == .implicitlyUnwrapped)
        #expect(unwrapped.lookupType == type("Qux"))
        #expect(unwrapped != type("Qux?"))
        #expect(type("Qux?").lookupType == type("Qux?"))
        #expect(ServiceKey(unwrapped, tag: "a").lookupKey == key("Qux", tag: "a"))
    }

    @Test("optional and unwrapped move between T and T?, parenthesizing where needed")
    func optionalityVariants() {
        #expect(type("Foo").optional.text == "Foo?")
        #expect(type("Foo?").unwrapped.text == "Foo")
        #expect(type("Foo!").optional.text == "Foo?")
        #expect(type("() -> Foo").optional.text == "(() -> Foo)?")
        #expect(type("(() -> Foo)?").unwrapped.text == "() -> Foo")
        #expect(type("[Int]?").unwrapped == type("Array<Int>"))
    }

    @Test("malformed type text is an error value naming the problem and offset", arguments: [
        ("", "'' is not a valid type: expected a type (at offset 0)"),
        ("Array<Int", "'Array<Int' is not a valid type: expected '>' to close the generic arguments of 'Array' (at offset 9)"),
        ("[Int", "'[Int' is not a valid type: expected ']' to close the array type (at offset 4)"),
        ("Foo Bar", "'Foo Bar' is not a valid type: unexpected 'B' after the type (at offset 4)"),
        ("(Int) throws", "'(Int) throws' is not a valid type: expected '->' after 'throws' (at offset 12)"),
        ("Foo.", "'Foo.' is not a valid type: expected a member name after '.' (at offset 4)"),
        ("123", "'123' is not a valid type: expected a type name (at offset 0)"),
    ])
    func rejectsMalformedText(text: String, message: String) {
        #expect(throws: TypeNameError.self) { try TypeName(parsing: text) }
        guard case .failure(let error) = TypeName.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(error.description == message)
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNestingIsAnError() {
        let deep = String(repeating: "Optional<", count: 10_000) + "Int" + String(repeating: ">", count: 10_000)
        guard case .failure(let error) = TypeName.parse(deep) else {
            Issue.record("deep type parsed")
            return
        }
        #expect(error.reason == "the type is nested too deeply")
    }

    @Test("random text never traps")
    func randomTextNeverTraps() {
        var generator = SplitMix(seed: 42)
        let alphabet = Array("AZaz09_.<>[](),:?!&@-> \t`…é")
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 24)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if case .success(let parsed) = TypeName.parse(text) {
                // Canonical text is a fixed point: parsing it again gives itself.
                #expect(TypeName.parse(parsed.text).map(\.text) == .success(parsed.text), "\(text)")
            }
        }
    }
}

/// A small deterministic generator so random tests reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
