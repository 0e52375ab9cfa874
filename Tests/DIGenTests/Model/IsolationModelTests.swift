@testable import DIGen
import DIGraph
import Testing

@Suite("Model: where each service is made, and whether with await")
struct IsolationModelTests {
    /// `Type: isolation async?` for every service binding, in order.
    private func made(_ source: String, defaultIsolation: Isolation = .nonisolated) -> [String] {
        let module = ParsedModule(files: [parse(source)])
        let output = ModuleModeler.model(module, configuration: GeneratorConfiguration(defaultIsolation: defaultIsolation))
        return output.graph.bindings.filter { $0.source != .instance }.map {
            "\($0.key.type): \($0.isolation)\($0.isAsync ? " async" : "")"
        }
    }

    private let container = """
        // @saber.container(AppContainer)
        // @saber.scope(App)
        protocol AppContaining {}

        """

    @Test("global-actor attributes on the type, the initializer or its extension; nonisolated wins; actors' initializers are nonisolated")
    func attributes() {
        #expect(made(container + """
            @globalActor
            actor DatabaseActor {
                static let shared = DatabaseActor()
            }

            // @saber.scope(App)
            @MainActor final class ViewModel {}

            // @saber.scope(App)
            @MainActor final class Clock {
                nonisolated init() {}
            }

            // @saber.scope(App)
            final class Formatter {
                @DatabaseActor init() {}
            }

            // @saber.scope(App)
            final class Router {}

            @MainActor
            extension Router {
                convenience init(title: String) { self.init() }
                // @saber.inject
                init(count: Int) {}
            }

            // @saber.scope(App)
            actor Store {
                init() async {}
            }

            // @saber.scope(App)
            final class Screen: BaseScreen {}

            @MainActor
            class BaseScreen {}

            // @saber.scope(App)
            final class Controller: UIViewController {}
            """) == [
                "ViewModel: @MainActor", "Clock: nonisolated", "Formatter: @DatabaseActor", "Router: @MainActor",
                "Store: nonisolated async", "Screen: @MainActor", "Controller: @MainActor",
            ])
    }

    @Test("provider methods: their own isolation, an actor's methods need await, async providers")
    func providers() {
        #expect(made(container + """
            // @saber.scope(App)
            actor TokenStore {
                // @saber.provider
                func token() -> Token { Token() }
            }

            // @saber.scope(App)
            final class Factory {
                // @saber.provider
                @MainActor func title() -> Title { Title() }

                // @saber.provider
                func session() async throws -> Session { Session() }
            }
            """) == [
                "TokenStore: nonisolated", "Token: nonisolated async", "Factory: nonisolated", "Title: @MainActor",
                "Session: nonisolated async",
            ])
    }

    @Test("a default-main-actor target: undeclared types on the main actor, nonisolated ones and actors not; an isolated container makes its nonisolated services on its actor")
    func defaultMainActor() {
        #expect(made("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.container(SharedContainer)
            // @saber.scope(Shared)
            // @saber.threadSafe
            protocol SharedContaining {}

            // @saber.scope(App)
            final class ViewModel {}

            // @saber.scope(App)
            nonisolated final class APIClient {}

            // @saber.scope(Shared)
            nonisolated final class Parser {}

            // @saber.scope(Shared)
            actor Cache {}
            """, defaultIsolation: .mainActor) == [
                "ViewModel: @MainActor", "APIClient: @MainActor", "Parser: nonisolated", "Cache: nonisolated",
            ])
    }
}
