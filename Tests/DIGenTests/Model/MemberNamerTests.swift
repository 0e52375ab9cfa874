@testable import DIGen
import Testing

@Suite("Saber member names")
struct MemberNamerTests {
    @Test("types become member names as Saber names them", arguments: [
        ("Foo", nil, "foo"),
        ("Foo.Bar", nil, "fooBar"),
        ("Array<Int>", nil, "array_Int"),
        ("[Int]", nil, "array_Int"),
        ("[String: Int?]", nil, "dictionary_String_OptionalInt"),
        ("Dictionary<String, Foo.Bar>", nil, "dictionary_String_FooBar"),
        ("Foo?", nil, "foo"),
        ("Qux!", nil, "qux"),
        ("any Greeting", nil, "greeting"),
        ("URLSession", nil, "uRLSession"),
        ("Foo.Bar", "make", "makeFooBar"),
        ("Array<Int>", "make", "makeArray_Int"),
        ("Protocol", nil, "`protocol`"),
        ("Default", nil, "`default`"),
    ] as [(String, String?, String)])
    func names(typeText: String, prefix: String?, expected: String) {
        #expect(MemberNamer.memberName(of: typeText, prefix: prefix) == expected)
    }
}

@Suite("Lazy injection types")
struct LazyTypeDetectorTests {
    @Test("() -> T, @escaping, parenthesized, optional and the configured typealias are lazy", arguments: [
        ("() -> Pet", "Pet", true),
        ("@escaping () -> Pet", "Pet", true),
        ("(() -> Pet)", "Pet", true),
        ("(() -> Pet)?", "Pet", true),
        ("LazyInjection<Pet>", "Pet", true),
        ("LazyInjection<Pet>!", "Pet", true),
        ("Lazy<Pet>", "Lazy<Pet>", false),
        ("(Int) -> Pet", "(Int) -> Pet", false),
        ("Pet", "Pet", false),
    ])
    func detection(text: String, resolved: String, isLazy: Bool) {
        let result = LazyTypeDetector.unwrap(text, lazyTypealias: "LazyInjection")
        #expect(result.text == resolved)
        #expect(result.isLazy == isLazy)
    }
}
