@testable import DIGen
import DIGraph
import Testing

@Suite("Model: parsed module → DIGraph")
struct ModuleModelerTests {
    private func graph(_ source: String, lazyTypealias: String? = nil) -> Graph {
        let module = ParsedModule(files: [parse(source)])
        return ModuleModeler.model(module, configuration: GeneratorConfiguration(lazyTypealias: lazyTypealias)).graph
    }

    @Test("seed 003: Foo made with Foo(), Bar through its injected initializer, the container bound to itself")
    func containerSeed() {
        let result = graph(appContainerSource + """
            // @saber.scope(App)
            class Foo {
            }

            // @saber.scope(App)
            class Bar {
                // @saber.inject
                init(foo: Foo) {}
            }
            """)
        #expect(result == Graph(
            containers: [ContainerSpec(name: "AppContainer", scope: "App", location: at(3, 10))],
            bindings: [
                Binding(ServiceKey(type("Foo")), in: "AppContainer", source: .initializer("Foo"), location: at(5, 7)),
                Binding(
                    ServiceKey(type("Bar")), in: "AppContainer", source: .initializer("Bar"),
                    dependencies: [Dependency(ServiceKey(type("Foo")), kind: .direct, label: "foo", location: at(11, 10))],
                    location: at(9, 7)),
                Binding(ServiceKey(type("AppContainer")), in: "AppContainer", source: .instance, lifetime: .singleton, location: at(3, 10)),
                Binding(ServiceKey(type("AppContaining")), in: "AppContainer", source: .instance, lifetime: .singleton, location: at(3, 10)),
            ]))
    }

    @Test("seed 001: a member of an external is bound in a synthetic parent with a direct edge to the external")
    func externalMember() {
        let result = graph("""
            typealias UserId = String
            struct UserConfiguration {
                let userId: UserId
            }
            // @saber.container(UserContainer)
            // @saber.scope(User)
            // @saber.externals(UserConfiguration)
            protocol UserContaining {}
            """)
        let configuration = ServiceKey(type("UserConfiguration"))
        #expect(result.containers == [
            ContainerSpec(
                name: "UserContainer", scope: "User", parents: ["UserContainer.userConfiguration.userId"],
                externals: [ContainerSpec.External(configuration, location: at(7, 21))], location: at(8, 10)),
            ContainerSpec(
                name: "UserContainer.userConfiguration.userId",
                externals: [ContainerSpec.External(configuration, location: at(7, 21))]),
        ])
        #expect(result.bindings.last == Binding(
            ServiceKey(type("UserId")), in: "UserContainer.userConfiguration.userId",
            source: .externalMember(external: configuration, property: "userId"), lifetime: .singleton,
            dependencies: [Dependency(configuration, kind: .direct, label: "userId", location: at(3, 9))],
            location: at(3, 9)))
    }

    @Test("edge kinds: () -> T and the lazy typealias are lazy, injected properties and methods are post-construction")
    func edgeKinds() {
        let result = graph(appContainerSource + """
            // @saber.scope(App)
            class Foo {
                // @saber.inject
                init(a: () -> A, b: LazyInjection<B>) {}
                // @saber.inject
                var c: C!
                // @saber.inject
                func set(d: D, e: @escaping () -> E) {}
                // @saber.didInject
                func done() {}
            }
            """, lazyTypealias: "LazyInjection")
        let foo = result.bindings[0]
        #expect(foo.dependencies.map { "\($0.key) \($0.kind.rawValue) \($0.label ?? "_")" } == [
            "A lazy a", "B lazy b", "C! property c", "D method d", "E lazy e",
        ])
    }

    @Test("bindTo is an alias, provider results are bound with the provider and arguments, injectOnly provides nothing, a failable initializer binds T?")
    func bindingSources() {
        let result = graph(appContainerSource + """
            protocol Logging {}
            // @saber.scope(App)
            // @saber.bindTo(Logging)
            // @saber.cached
            class Logger: Logging {
                // @saber.provider
                func provide(level: Int) -> Token { Token() }
            }
            // @saber.scope(App)
            // @saber.injectOnly
            class Screen {}
            // @saber.scope(App)
            class Maybe {
                init?(number: Int) {}
            }
            """)
        #expect(result.bindings.map { "\($0.key) \($0.source) \($0.lifetime.rawValue) [\($0.dependencies.map(\.key.description).joined(separator: ", "))]" } == [
            "Logger initializer(\"Logger\") singleton []",
            "Logging alias(Logger) transient [Logger]",
            "Token provider(\"Logger.provide\") transient [Logger, Int]",
            "Screen injectOnly transient []",
            "Maybe? initializer(\"Maybe\") transient [Int]",
            "AppContainer instance singleton []",
            "AppContaining instance singleton []",
        ])
    }

    @Test("a failable or injectOnly service cannot be bound to a protocol nor provide: located errors")
    func optionalServicesCannotAlias() {
        #expect(renderedDiagnostics(appContainerSource + """
            protocol Logging {}
            // @saber.scope(App)
            // @saber.bindTo(Logging)
            class Logger: Logging {
                init?() {}
                // @saber.provider
                func provide() -> Int { 1 }
            }
            """) == """
            Test.swift:6:4: error: [malformedAnnotation] 'Logger?' may be nil, so it cannot be bound to 'Logging'
            Test.swift:10:10: error: [malformedAnnotation] 'Logger?' may be nil, so its method 'provide' cannot be a provider
            """)
    }
}
