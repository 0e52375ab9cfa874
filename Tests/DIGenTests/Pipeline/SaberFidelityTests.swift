import DIGen
import DIGraph
import Testing

/// Saber's behaviour is the reference: what it refused is an error here, what it let through (silently or not)
/// is a warning and is treated as Saber treated it.
@Suite("Saber fidelity: errors where Saber refused, warnings where it let a mistake through")
struct SaberFidelityTests {
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

    @Test("a type with two scopes is an error (Saber: 'associated with multiple scopes'), at the second")
    func twoScopesOnOneType() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            // @saber.scope(Other)
            class Foo {}
            """) == """
            Test.swift:5:4: error: [malformedAnnotation] 'Foo' has 2 scopes ('App', 'Other'); a service belongs to one \
            container
            Test.swift:4:4: note: its first scope is here
            note: keep one '@saber.scope'; to use it in a child container too, give the child '@saber.dependsOn' on \
            the parent
            """)
    }

    @Test("a container without a scope is an error (Saber: \"'scopeName' not found\")")
    func aContainerWithoutAScope() {
        #expect(renderedDiagnostics("""
            // @saber.container(AppContainer)
            protocol AppContaining {}
            """) == """
            Test.swift:1:4: error: [malformedAnnotation] container 'AppContainer' has no scope, so no service can \
            belong to it
            note: add '// @saber.scope(App)' to 'AppContaining'
            """)
    }

    @Test("a scope on a protocol that is no container is an error (Saber: \"'name' not found\")")
    func aScopeOnAProtocolThatIsNoContainer() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            protocol Logging {}
            """) == """
            Test.swift:4:4: error: [misplacedAnnotation] protocol 'Logging' has '@saber.scope' but is no container; \
            only a container protocol, or a service type, takes a scope
            note: add '// @saber.container(Name)' to make 'Logging' a container, or remove the scope
            """)
    }

    @Test("a second didInject method is a warning (Saber called only the first, silently); only the first is called")
    func aSecondDidInjectMethod() {
        let source = appContainerSource + """
            // @saber.scope(App)
            class Foo {
                // @saber.didInject
                func first() {}
                // @saber.didInject
                func second() {}
            }
            """
        let output = generate(source)
        #expect(DiagnosticRenderer().render(output.diagnostics) == """
            Test.swift:8:8: warning: [malformedAnnotation] 'Foo.second' is a second '@saber.didInject' method; only \
            'first' is called, as Saber called only the first
            note: call 'second()' from 'first()', or remove one annotation
            """)
        let container = output.files.first?.contents ?? ""
        #expect(container.contains("first()"))
        #expect(!container.contains("second()"))
    }

    @Test("a static provider method is called on its type (it was called on an instance: code that did not compile)")
    func aStaticProviderIsCalledOnItsType() {
        let output = generate(appContainerSource + """
            final class Network {}

            // @saber.scope(App)
            class NetworkProvider {
                // @saber.provider
                static func provide(timeout: Int) -> Network { Network() }
            }

            // @saber.scope(App)
            final class Settings {
                // @saber.provider
                func timeout() -> Int { 30 }
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(DiagnosticRenderer().render(output.diagnostics))")
        let container = output.files.first?.contents ?? ""
        #expect(container.contains("return NetworkProvider.provide(timeout: self.int)"), "\(container)")
        #expect(!container.contains("provider.provide("))
        let network = output.graph.bindings.first { $0.key.type.text == "Network" }
        #expect(network?.dependencies.map(\.key.type.text) == ["Int"])
    }
}
