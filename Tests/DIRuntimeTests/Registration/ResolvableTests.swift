@testable import DIRuntime
import Testing

@Suite struct ResolvableTests {
    final class Screen: Resolvable, @unchecked Sendable {
        let journal: Journal
        var presenter: Presenter?
        init(journal: Journal) { self.journal = journal }
        func resolveDependencies(_ container: Container) throws {
            journal.write("Screen resolves")
            presenter = try container.resolve()
        }
        func didResolveDependencies() { journal.write("Screen did resolve") }
    }
    final class Presenter: Resolvable, @unchecked Sendable {
        let journal: Journal
        weak var screen: Screen?
        init(journal: Journal) { self.journal = journal }
        func resolveDependencies(_ container: Container) throws {
            journal.write("Presenter resolves")
            screen = try container.resolve()
        }
        func didResolveDependencies() { journal.write("Presenter did resolve") }
    }

    @Test func theContainerCallsTheHooksThenItsBlocksThenDidResolveInReverseOrder() throws {
        let container = Container(name: "App")
        let journal = Journal()
        container.register(instance: journal)
        container.register(Screen.init).onResolved { _, _ in journal.write("Screen block") }
        container.register(Presenter.init)
        let screen = try container.resolve(Screen.self)
        #expect(screen.presenter?.screen === screen)
        #expect(journal.all == [
            "Screen resolves", "Screen block", "Presenter resolves", "Presenter did resolve", "Screen did resolve",
        ])
    }
}
