import DIGen
import DIGraph
import Testing

/// What Saber let through without stopping, digen reports as a warning and treats as Saber did.
@Suite("Saber's tolerance: warnings, not stops")
struct SaberToleranceTests {
    @Test("a scope naming no container leaves the type out, with a warning; what needs it is still missingBinding")
    func aScopeNamingNoContainerIsAWarning() {
        let source = appContainerSource + """
            // @saber.scope(Ap)
            class Foo {}

            // @saber.scope(App)
            class Bar {}
            """
        let output = generate(source)
        #expect(!output.hasErrors)
        #expect(DiagnosticRenderer().render(output.diagnostics) == """
            Test.swift:4:4: warning: [unknownContainer] 'Foo' has scope 'Ap', which is the scope of no container; it is \
            left out of every container, as Saber leaves it
            note: did you mean 'App'?
            """)
        let container = output.files.first?.contents ?? ""
        #expect(container.contains("var bar: Bar {"))
        #expect(!container.contains("Foo"))
        let needing = generate(source + """

            // @saber.scope(App)
            class Baz {
                // @saber.inject
                init(foo: Foo) {}
            }
            """)
        #expect(needing.diagnostics.map(\.code).contains(.missingBinding))
        #expect(needing.hasErrors)
    }
}
