@testable import DIGen
import Testing

@Suite("Saber member names")
struct MemberNamerTests {
    @Test("types become member names as Saber names them", arguments: [
        ("Foo", "foo"),
        ("Foo.Bar", "fooBar"),
        ("Array<Int>", "array_Int"),
        ("[Int]", "array_Int"),
        ("[String: Int?]", "dictionary_String_OptionalInt"),
        ("Dictionary<String, Foo.Bar>", "dictionary_String_FooBar"),
        ("Foo?", "foo"),
        ("Qux!", "qux"),
        ("any Greeting", "greeting"),
        ("URLSession", "uRLSession"),
        ("API", "aPI"),
        ("APIClient", "aPIClient"),
        ("Protocol", "`protocol`"),
        ("Default", "`default`"),
    ])
    func names(typeText: String, expected: String) {
        #expect(MemberNamer.memberName(of: typeText, style: .saber) == expected)
    }

    @Test("a prefix keeps the type's capitals, in either style", arguments: [
        ("Foo.Bar", "makeFooBar"),
        ("Array<Int>", "makeArray_Int"),
        ("APIClient", "makeAPIClient"),
    ])
    func prefixed(typeText: String, expected: String) {
        #expect(MemberNamer.memberName(of: typeText, prefix: "make") == expected)
    }
}

@Suite("Swift member names (memberNames: swift)")
struct SwiftMemberNamerTests {
    @Test("the leading acronym is lowercased, keeping the capital that starts the next word", arguments: [
        ("URLSession", "urlSession"),
        ("APIClient", "apiClient"),
        ("API", "api"),
        ("URL", "url"),
        ("A", "a"),
        ("ID", "id"),
        ("HTTPURLResponse", "httpurlResponse"),
        ("UTF8Decoder", "utf8Decoder"),
        ("MP3", "mp3"),
        ("URLs", "urls"),
        ("IDsProvider", "idsProvider"),
        ("URLSessions", "urlSessions"),
        ("ABc", "aBc"),
        ("Foo", "foo"),
        ("FooBar", "fooBar"),
        ("_Private", "_Private"),
        ("ÄÖÜ", "äöü"),
    ])
    func swiftRule(typeText: String, expected: String) {
        #expect(MemberNamer.memberName(of: typeText, style: .swift) == expected)
    }

    @Test("dotted, generic, optional and existential types lowercase their leading acronym only", arguments: [
        ("API.Client", "apiClient"),
        ("Foundation.URL", "foundationURL"),
        ("URL.Builder", "urlBuilder"),
        ("A.BC", "abc"),
        ("[URL]", "array_URL"),
        ("Array<URL>", "array_URL"),
        ("URLCache<Key>", "urlCache_Key"),
        ("[String: URL?]", "dictionary_String_OptionalURL"),
        ("URLSession?", "urlSession"),
        ("APIClient!", "apiClient"),
        ("any APIClient", "apiClient"),
        ("IF", "`if`"),
        ("Default", "`default`"),
    ])
    func composite(typeText: String, expected: String) {
        #expect(MemberNamer.memberName(of: typeText, style: .swift) == expected)
    }

    @Test("a name that does not start with an acronym is named as Saber names it")
    func sameAsSaberOtherwise() {
        for text in ["Foo", "Foo.Bar", "Array<Int>", "[String: Int?]", "Qux!", "any Greeting", "Protocol", "A.Bc"] {
            #expect(MemberNamer.memberName(of: text, style: .swift) == MemberNamer.memberName(of: text, style: .saber))
        }
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
