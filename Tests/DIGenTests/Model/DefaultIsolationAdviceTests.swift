import DIGen
import DIGraph
import Testing

@Suite("Model: the note naming 'defaultIsolation: MainActor' where a main-actor default decides a finding")
struct DefaultIsolationAdviceTests {
    static let note = "note: if this target builds with '.defaultIsolation(MainActor.self)', add 'defaultIsolation: "
        + "MainActor' to its digen.yml (or --config file), and this is no error: a build plugin cannot read Swift settings"

    private func diagnostics(_ source: String, defaultIsolation: Isolation = .nonisolated) -> String {
        let configuration = GeneratorConfiguration(defaultIsolation: defaultIsolation)
        return DiagnosticRenderer().render(generate(appContainerSource + source, configuration: configuration).diagnostics)
    }

    @Test("an actor that needs a plain class: the class is Sendable under a main-actor default, so the note comes first")
    func actorNeedingAPlainClass() {
        let source = """
            // @saber.scope(App)
            final class Clock {}

            // @saber.scope(App)
            actor Scheduler {
                init(clock: Clock) {}
            }
            """
        #expect(diagnostics(source) == """
            Test.swift:9:10: error: [isolationMismatch] 'Scheduler' is made in its own actor, so 'Clock' for 'clock' is sent there, but 'Clock' is not known to be Sendable
            \(Self.note)
            note: declare 'Clock' 'Sendable' (or make it an actor, or isolate it to a global actor), so it can be sent
            """)
        // What the note says: with the line, nothing is reported.
        #expect(diagnostics(source, defaultIsolation: .mainActor) == "")
    }

    @Test("a class that says nothing needs a main-actor one: under a main-actor default both are on the main actor")
    func graphIsolationMismatch() {
        let source = """
            // @saber.scope(App)
            @MainActor
            final class Panel {}

            // @saber.scope(App)
            final class Gauge {
                init(panel: Panel) {}
            }
            """
        #expect(diagnostics(source) == """
            Test.swift:10:10: error: [isolationMismatch] 'Gauge' is made synchronously and nonisolated, but needs 'Panel' for 'panel', which must be made on '@MainActor'
            Test.swift:9:13: note: 'Gauge' is bound here, made synchronously and nonisolated
            Test.swift:6:13: note: 'Panel' is bound here, made synchronously on '@MainActor'
            \(Self.note)
            note: isolate 'Gauge' to '@MainActor' too, so both are made on the same actor
            note: mark 'Panel.init' 'nonisolated', so any context can make 'Panel'
            note: depend on 'Panel' through 'Provider' or 'Lazy' (made when used), or make 'Gauge' async so it can await the hop to '@MainActor'
            """)
        #expect(diagnostics(source, defaultIsolation: .mainActor) == "")
    }

    @Test("an async service awaiting a main-actor one from a plain container: a main-actor default isolates the container")
    func containerNotSendable() {
        let source = """
            // @saber.scope(App)
            @MainActor
            final class ViewModel {
                init() {}
            }

            // @saber.scope(App)
            final class Feed {
                init(model: ViewModel) async {}
            }
            """
        #expect(diagnostics(source) == """
            Test.swift:12:10: error: [isolationMismatch] 'Feed' awaits 'ViewModel' for 'model', which is made on '@MainActor', but container 'AppContainer' is not Sendable, so it cannot be sent there
            \(Self.note)
            note: mark the protocol of container 'AppContainer' '@saber.threadSafe' (a Sendable container behind a lock)
            note: or isolate container 'AppContainer' with '@saber.isolation(MainActor)' (no lock needed)
            """)
    }

    @Test("what the declarations decide themselves gets no note", arguments: [
        // Explicitly nonisolated, in a thread-safe (so nonisolated) container: a main-actor default changes neither.
        """
        // @saber.container(WorkerContainer)
        // @saber.scope(Worker)
        // @saber.threadSafe
        protocol WorkerContaining {}

        // @saber.scope(Worker)
        @MainActor
        final class Panel {}

        // @saber.scope(Worker)
        nonisolated final class Gauge {
            init(panel: Panel) {}
        }
        """,
        // Another global actor stays another global actor.
        """
        @globalActor
        actor DatabaseActor {
            static let shared = DatabaseActor()
        }

        // @saber.scope(App)
        @MainActor
        final class Panel {}

        // @saber.scope(App)
        @DatabaseActor
        final class Report {
            init(panel: Panel) {}
        }
        """,
        // A type declared elsewhere is not known to be Sendable under any default.
        """
        // @saber.scope(App)
        final class Decoders {
            // @saber.provider
            nonisolated func provide() -> JSONDecoder { JSONDecoder() }
        }

        // @saber.scope(App)
        actor Store {
            init(decoder: JSONDecoder) {}
        }
        """,
        // Declared nonisolated: not Sendable under any default.
        """
        // @saber.scope(App)
        nonisolated final class Clock {}

        // @saber.scope(App)
        actor Scheduler {
            init(clock: Clock) {}
        }
        """,
    ])
    func noNote(source: String) {
        let rendered = diagnostics(source)
        #expect(rendered.contains("error: [isolationMismatch]"))
        #expect(!rendered.contains("defaultIsolation"))
    }

    @Test("with 'defaultIsolation: MainActor' configured there is nothing to suggest")
    func configuredMainActor() {
        let rendered = diagnostics("""
            // @saber.scope(App)
            nonisolated final class Clock {}

            // @saber.scope(App)
            actor Scheduler {
                init(clock: Clock) {}
            }
            """, defaultIsolation: .mainActor)
        #expect(rendered.contains("error: [isolationMismatch] 'Scheduler' is made in its own actor"))
        #expect(!rendered.contains("defaultIsolation"))
    }

    @Test("only the findings the default decides get the note; the others in the same run do not")
    func mixed() {
        let rendered = diagnostics("""
            // @saber.scope(App)
            final class Clock {}

            // @saber.scope(App)
            nonisolated final class Ledger {}

            // @saber.scope(App)
            actor Scheduler {
                init(clock: Clock, ledger: Ledger) {}
            }
            """)
        #expect(rendered == """
            Test.swift:12:10: error: [isolationMismatch] 'Scheduler' is made in its own actor, so 'Clock' for 'clock' is sent there, but 'Clock' is not known to be Sendable
            \(Self.note)
            note: declare 'Clock' 'Sendable' (or make it an actor, or isolate it to a global actor), so it can be sent
            Test.swift:12:24: error: [isolationMismatch] 'Scheduler' is made in its own actor, so 'Ledger' for 'ledger' is sent there, but 'Ledger' is not known to be Sendable
            note: declare 'Ledger' 'Sendable' (or make it an actor, or isolate it to a global actor), so it can be sent
            """)
    }
}
