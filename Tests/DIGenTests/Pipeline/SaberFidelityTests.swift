import Foundation
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

/// Saber's lookup ignored '?' and '!' (`TypeUsage.genericName`): a `Foo?` or `Foo!` injection is satisfied by a
/// `Foo` binding, and an unbound one is an error, never a silent `nil` ("Unknown type: 'Foo?'" in Saber).
@Suite("Saber fidelity: optional injections")
struct OptionalInjectionTests {
    @Test("'Foo?' and 'Foo!' parameters, properties and method parameters read the 'Foo' binding and its bindTo")
    func optionalsReadThePlainBinding() {
        let output = generate(appContainerSource + """
            protocol Logging {}

            // @saber.scope(App)
            // @saber.bindTo(Logging)
            class Logger: Logging {}

            // @saber.scope(App)
            class Clock {}

            // @saber.scope(App)
            class Screen {
                // @saber.inject
                var clock: Clock!
                // @saber.inject
                init(logger: Logging?) {}
                // @saber.inject
                func set(other: Clock?, maybe: Optional<Logger>) {}
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(DiagnosticRenderer().render(output.diagnostics))")
        let container = output.files.first?.contents ?? ""
        #expect(container.contains("let screen = Screen(logger: self.logging)"), "\(container)")
        #expect(container.contains("screen.clock = self.clock"), "\(container)")
        #expect(container.contains("screen.set(other: self.clock, maybe: self.logger)"), "\(container)")
    }

    @Test("a 'Foo?' binding (a failable initializer) satisfies a 'Foo?' injection as before")
    func anExactOptionalBindingWins() {
        let output = generate(appContainerSource + """
            // @saber.scope(App)
            class Token {
                init?() {}
            }

            // @saber.scope(App)
            class Session {
                // @saber.inject
                init(token: Token?) {}
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(DiagnosticRenderer().render(output.diagnostics))")
        #expect(output.files.first?.contents.contains("Session(token: self.token)") == true,
                "\(output.files.first?.contents ?? "")")
    }

    @Test("an unbound 'Foo?' is missingBinding, pointing at the declaration that lacks its scope")
    func anUnboundOptionalIsMissing() {
        #expect(renderedDiagnostics(appContainerSource + """
            class Clock {}

            // @saber.scope(App)
            class Screen {
                // @saber.inject
                init(clock: Clock?) {}
            }
            """) == """
            Test.swift:9:10: error: [missingBinding] 'Screen' needs 'Clock?' for 'clock', but no binding for \
            'Clock?' is visible in container 'AppContainer'
            Test.swift:4:7: note: 'Clock' is declared here but has no '@saber.scope'; add '// @saber.scope(App)'
            """)
    }

    @Test("'Foo' never falls back to a 'Foo?' binding: a nil could not be passed; the advice names 'Foo?'")
    func plainNeverReadsAnOptionalBinding() {
        let diagnostics = renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            class Token {
                init?() {}
            }

            // @saber.scope(App)
            class Session {
                // @saber.inject
                init(token: Token) {}
            }
            """)
        #expect(diagnostics.contains("error: [missingBinding] 'Session' needs 'Token' for 'token'"), "\(diagnostics)")
        #expect(diagnostics.contains("note: did you mean 'Token?'? it is bound here"), "\(diagnostics)")
    }
}

@Suite("Saber fidelity: injected properties with a setter, and duplicate bindings")
struct SetterAndDuplicateTests {
    @Test("a computed property with a setter (in an extension) is injected; one without a setter is an error")
    func computedPropertiesNeedASetter() {
        let source = appContainerSource + """
            // @saber.scope(App)
            class Clock {}

            // @saber.scope(App)
            class Screen {
                var storage: Clock?
            }

            extension Screen {
                // @saber.inject
                var clock: Clock {
                    get { storage ?? Clock() }
                    set { storage = newValue }
                }
            }
            """
        let output = generate(source)
        #expect(output.diagnostics.isEmpty, "\(DiagnosticRenderer().render(output.diagnostics))")
        #expect(output.files.first?.contents.contains("screen.clock = self.clock") == true)
        #expect(renderedDiagnostics(source.replacingOccurrences(of: "set { storage = newValue }", with: "")) == """
            Test.swift:14:9: error: [misplacedAnnotation] injected property 'clock' of 'Screen' is computed without a \
            setter; the container cannot assign it
            note: give it a 'set' accessor, or declare it as a stored instance 'var'
            """)
    }

    @Test("two classes bound to one protocol: the error names both, with a note at the first")
    func twoBindToNameBothCandidates() {
        #expect(renderedDiagnostics(appContainerSource + """
            protocol Logging {}

            // @saber.scope(App)
            // @saber.bindTo(Logging)
            class ConsoleLogger: Logging {}

            // @saber.scope(App)
            // @saber.bindTo(Logging)
            class FileLogger: Logging {}
            """) == """
            Test.swift:11:4: error: [duplicateBinding] 'Logging' is bound twice in container 'AppContainer': as an \
            alias of 'FileLogger', and first as an alias of 'ConsoleLogger'
            Test.swift:7:4: note: first bound here, as an alias of 'ConsoleLogger'
            note: remove one binding, or give one of them a tag
            """)
    }

    @Test("a provider and a class of one type: the error names the provider method and the initializer")
    func aProviderAndAClassNameBoth() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            class Network {}

            // @saber.scope(App)
            class NetworkProvider {
                // @saber.provider
                func provide() -> Network { Network() }
            }
            """) == """
            Test.swift:10:10: error: [duplicateBinding] 'Network' is bound twice in container 'AppContainer': by \
            'NetworkProvider.provide', and first by the initializer of 'Network'
            Test.swift:5:7: note: first bound here, by the initializer of 'Network'
            note: remove one binding, or give one of them a tag
            """)
    }

    @Test("a protocol a declared class conforms to but nothing binds: the hint names the class and the fix")
    func forgottenBindToIsNamed() {
        #expect(renderedDiagnostics(appContainerSource + """
            protocol Logging {}

            // @saber.scope(App)
            class ConsoleLogger: Logging {}

            class FileLogger: Logging {}

            // @saber.scope(App)
            class Screen {
                // @saber.inject
                init(logger: Logging) {}
            }
            """) == """
            Test.swift:14:10: error: [missingBinding] 'Screen' needs 'Logging' for 'logger', but no binding for \
            'Logging' is visible in container 'AppContainer'
            Test.swift:7:7: note: 'ConsoleLogger' conforms to 'Logging' but is not bound to it; add \
            '// @saber.bindTo(Logging)' to 'ConsoleLogger'
            Test.swift:9:7: note: 'FileLogger' conforms to 'Logging' but has no '@saber.scope'; add \
            '// @saber.scope(App)' and '// @saber.bindTo(Logging)' to 'FileLogger'
            """)
    }
}
