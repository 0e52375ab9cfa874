import DIGen
import DIGraph
import Testing

@Suite("Parse: @di.into and @di.allowEmpty")
struct CollectionAnnotationTests {
    private func kinds(_ annotation: String, on declaration: String = "class Foo {}") -> [Annotation.Kind] {
        parse("// \(annotation)\n\(declaration)").types[0].annotations.map(\.kind)
    }

    private func diagnostics(_ annotation: String, on declaration: String = "class Foo {}") -> String {
        rendered(parse("// \(annotation)\n\(declaration)"))
    }

    @Test("an element of an array, in either spelling of the array type")
    func arrayContribution() {
        #expect(kinds("@di.into([Plugin])") == [.into(type("[Plugin]"), key: nil)])
        #expect(kinds("@di.into(Array<any Plugin>)") == [.into(type("[Plugin]"), key: nil)])
        #expect(parse("// @di.into([Plugin])\nclass Foo {}").diagnostics.isEmpty)
    }

    @Test("an entry of a dictionary under a string or an integer key")
    func dictionaryContribution() {
        #expect(kinds(#"@di.into([String: Handler], key: "deeplink")"#) == [.into(type("[String: Handler]"), key: .string("deeplink"))])
        #expect(kinds("@di.into([Int: Handler], key: -3)") == [.into(type("[Int: Handler]"), key: .int(-3))])
        #expect(kinds(#"@saber.into(Dictionary<String, Handler>, key:"a b")"#) == [.into(type("[String: Handler]"), key: .string("a b"))])
    }

    @Test("a key may hold commas and parentheses: they are inside the literal")
    func punctuationInAKey() {
        #expect(kinds(#"@di.into([String: Handler], key: "a, (b")"#) == [.into(type("[String: Handler]"), key: .string("a, (b"))])
        #expect(diagnostics(#"@di.into([String: Handler], key: "a, (b"  )"#).isEmpty)
    }

    @Test("a container declares collections that may be empty")
    func allowEmpty() {
        #expect(kinds("@di.allowEmpty([Plugin], [String: Handler])", on: "protocol P {}")
            == [.allowEmpty([type("[Plugin]"), type("[String: Handler]")])])
    }

    @Test("into of a type that is no collection says what it expects")
    func intoOfANonCollection() {
        #expect(diagnostics("@di.into(Plugin)") == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' expects an array or dictionary type, not 'Plugin'; \
            write it as in '@di.into([Plugin])'
            """)
        #expect(diagnostics("@di.into([Plugin]?)") == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' expects an array or dictionary type, not '[Plugin]?'; \
            write it as in '@di.into([Plugin])'
            """)
    }

    @Test("a dictionary without a key, and an array with one")
    func keyMismatches() {
        #expect(diagnostics("@di.into([String: Handler])") == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' contributes to a dictionary, so it needs a 'key:'; \
            write it as in '@di.into([String: Handler], key: "deeplink")'
            """)
        #expect(diagnostics(#"@di.into([Plugin], key: "a")"#) == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' contributes to an array, which takes no key; \
            write it as in '@di.into([Plugin])'
            """)
    }

    @Test("a key that is no literal, a second argument that is no key, too many arguments")
    func badKeys() {
        #expect(diagnostics("@di.into([String: Handler], key: Route.home)") == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' expects a string or integer literal after 'key:', \
            not 'Route.home'; write it as in '@di.into([String: Handler], key: "deeplink")'
            """)
        #expect(diagnostics(#"@di.into([String: Handler], key: "a\"b")"#).contains("expects a string or integer literal after 'key:'"))
        #expect(diagnostics(#"@di.into([String: Handler], "deeplink")"#) == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' expects 'key:' as its second argument, not '"deeplink"'; \
            write it as in '@di.into([String: Handler], key: "deeplink")'
            """)
        #expect(diagnostics(#"@di.into([String: Handler], key: "a", key: "b")"#) == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.into' expects a collection type and, for a dictionary, a key; \
            not 3 arguments; write it as in '@di.into([Plugin])'
            """)
        #expect(diagnostics("@di.into([Int: Handler], key: 99999999999999999999)").contains("literal after 'key:'"))
    }

    @Test("allowEmpty of a type that is no collection, and with nothing to allow")
    func badAllowEmpty() {
        #expect(diagnostics("@di.allowEmpty([Plugin], Plugin)", on: "protocol P {}") == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.allowEmpty' expects an array or dictionary type, not \
            'Plugin'; write it as in '@di.allowEmpty([Plugin])'
            """)
        #expect(diagnostics("@di.allowEmpty", on: "protocol P {}") == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.allowEmpty' needs arguments, as in '@di.allowEmpty([Plugin])'
            Test.swift:1:4: note: did you mean '@di.allowEmpty([Plugin])'?
            """)
    }

    @Test("into on a protocol and allowEmpty on a class are misplaced")
    func misplaced() {
        #expect(diagnostics("@di.into([Plugin])", on: "protocol P {}") == """
            Test.swift:1:4: error: [misplacedAnnotation] '@di.into' cannot be attached to a protocol; it applies to a \
            class, a struct, an enum or an actor
            """)
        #expect(diagnostics("@di.allowEmpty([Plugin])") == """
            Test.swift:1:4: error: [misplacedAnnotation] '@di.allowEmpty' cannot be attached to a class; it applies to a protocol
            """)
    }

    @Test("no input makes the argument reader crash", arguments: [
        "@di.into(", "@di.into([)", "@di.into([String: ], key: 1)", "@di.into(], key: 1)", "@di.into([:], key:)",
        "@di.into([A][B])", "@di.into([A: B: C], key: 1)", "@di.into([(A) -> B])", "@di.allowEmpty(,)",
    ])
    func garbage(annotation: String) {
        let file = parse("// \(annotation)\nclass Foo {}")
        #expect(file.types.count == 1)
    }
}
