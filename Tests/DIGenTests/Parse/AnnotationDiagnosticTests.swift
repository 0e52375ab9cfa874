import DIGen
import DIGraph
import Testing

@Suite struct AnnotationDiagnosticTests {
    @Test func aMisspeltNameSuggestsTheClosestAnnotation() {
        let file = parse("// @saber.scop(App)\nclass Foo {}")
        #expect(file.types[0].annotations.isEmpty)
        #expect(rendered(file) == """
            Test.swift:1:4: error: [unknownAnnotation] unknown annotation '@saber.scop'
            Test.swift:1:4: note: did you mean '@saber.scope'?
            """)
    }

    @Test func argumentsOnABareAnnotation() {
        let file = parse("// @saber.cached(App)\nclass Foo {}")
        #expect(file.types[0].annotations.isEmpty)
        #expect(rendered(file) == """
            Test.swift:1:4: error: [malformedAnnotation] '@saber.cached' takes no arguments
            Test.swift:1:4: note: did you mean '@saber.cached'?
            """)
    }

    /// Saber read `@saber.cached()` as `@saber.cached`; so does digen, with a warning instead of a stop.
    @Test func emptyParenthesesOnABareAnnotationAreReadAsNoneWithAWarning() {
        let file = parse("// @saber.cached()\nclass Foo {}")
        #expect(file.types[0].annotations.map(\.kind.name) == [.cached])
        #expect(rendered(file) == """
            Test.swift:1:4: warning: [malformedAnnotation] '@saber.cached()' has empty parentheses; read as '@saber.cached'
            Test.swift:1:4: note: write '@saber.cached'
            """)
    }

    @Test func anEmptyContainerName() {
        let file = parse("// @saber.container()\nprotocol P {}")
        #expect(rendered(file) == """
            Test.swift:1:4: error: [malformedAnnotation] '@saber.container' has an empty argument; write it as in \
            '@saber.container(AppContainer)'
            """)
    }

    @Test func missingArguments() {
        let file = parse("// @di.scope\nclass Foo {}")
        #expect(rendered(file) == """
            Test.swift:1:4: error: [malformedAnnotation] '@di.scope' needs arguments, as in '@di.scope(App)'
            Test.swift:1:4: note: did you mean '@di.scope(App)'?
            """)
    }

    @Test func malformedArguments() {
        let file = parse("""
            // @saber.container(App Container)
            // @saber.scope(A, B)
            // @saber.externals(weak Foo<)
            // @saber.dependsOn(Parent
            // @saber.bindTo(Foo) trailing words
            protocol P {}
            """)
        #expect(rendered(file) == """
            Test.swift:1:4: error: [malformedAnnotation] '@saber.container' expects a name, not 'App Container'; \
            write it as in '@saber.container(AppContainer)'
            Test.swift:2:4: error: [malformedAnnotation] '@saber.scope' expects one name, not 2; write it as in \
            '@saber.scope(App)'
            Test.swift:3:4: error: [malformedAnnotation] '@saber.externals' expects types, but 'Foo<' is not one: \
            expected a type; write it as in '@saber.externals(Logger, weak Delegate?)'
            Test.swift:4:4: error: [malformedAnnotation] expected ')' to close the arguments of '@saber.dependsOn'
            Test.swift:5:4: error: [malformedAnnotation] unexpected 'trailing words' after '@saber.bindTo'; write \
            remarks on a comment line of their own
            """)
    }

    @Test func anAnnotationOnADeclarationThatCannotCarryItSuggestsOneThatCan() {
        let file = parse("""
            // @saber.inject
            class Foo {
                // @saber.cached
                init() {}
            }
            // @saber.scope(App)
            extension Foo {}
            """)
        #expect(rendered(file) == """
            Test.swift:1:4: error: [misplacedAnnotation] '@saber.inject' cannot be attached to a class; it applies \
            to an initializer, a property or a method
            Test.swift:1:4: note: did you mean '@saber.injectOnly'?
            Test.swift:3:8: error: [misplacedAnnotation] '@saber.cached' cannot be attached to an initializer; it \
            applies to a class, a struct, an enum or an actor
            Test.swift:6:4: error: [misplacedAnnotation] '@saber.scope' cannot be attached to an extension; it \
            applies to a protocol, a class, a struct, an enum or an actor
            """)
        #expect(file.types[0].annotations.isEmpty)
    }

    @Test func containerAnnotationsOnlyOnProtocols() {
        let file = parse("// @saber.container(AppContainer)\nclass AppContainer {}")
        #expect(file.diagnostics.map(\.code) == [.misplacedAnnotation])
    }
}
