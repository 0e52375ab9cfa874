import DIGen
import DIGraph
import DIRuntime
import DIWrappers
import Testing

// Types the runtime and wrapper cells register; the generator cells declare the same names in source text.
final class Networking {}
final class Feed { init(network: Networking) {} }
final class Chicken {}
final class Egg {}
final class Logger {}
final class Store {}
final class Screen {}
final class Formatter {}
final class Reporter {}
@MainActor final class Dashboard { init() {} }
final class Widget { init(dashboard: Dashboard) {} }
actor Inbox { init() async {} }
final class Badge { init(inbox: Inbox) {} }
protocol Logging: AnyObject {}
final class ConsoleLogger: Logging {}
final class Console { init(logger: any Logging) {} }
protocol Handler: AnyObject {}
final class AppLink: Handler {}
final class FeatureLink: Handler {}
protocol Plugin: AnyObject {}
final class FeaturePlugin: Plugin { init() {} }
final class PluginHost { init(plugins: [any Plugin]) {} }

/// The library's promise, one test per graph mistake: every front-end that can express the mistake reports it
/// with the same code and the same text — message, notes and suggestions — locations aside.
///
/// | mistake | runtime container | property wrappers | generated containers |
/// |---|---|---|---|
/// | missingBinding | ✓ | ✓ | ✓ |
/// | missingBinding of a protocol a bound type conforms to (the fix in each front-end's words) | ✓ | ✓ | ✓ |
/// | dependencyCycle | ✓ | ✓ | ✓ |
/// | duplicateBinding | ✓ | ✓ (stops the program) | ✓ |
/// | ambiguousBinding | ✓ | ✓ | ✓ |
/// | captiveDependency | ✓ | ✓ | ✓ |
/// | unknownContainer, containerCycle | parents are objects: cannot name a missing one or loop | same | ✓ |
/// | externalConflict (a scope's external registered in it: `ScopeAgreementTests`), weakExternalNotOptional | scopes only | scopes only | ✓ |
/// | isolationMismatch | ✓ | ✓ | ✓ |
/// | asyncDependency (the fix in each front-end's words) | ✓ | ✓ | ✓ |
/// | duplicateBinding of a dictionary key contributed in a parent and its child | ✓ | ✓ | ✓ |
/// | emptyCollection, the contributions hidden in a child | ✓ | ✓ | ✓ |
/// | emptyCollection, nothing contributed, only a child declares it may be empty | ✓ | ✓ | ✓ |
@Suite("Every front-end reports a graph mistake the same way")
struct AgreementMatrixTests {
    /// The diagnostics as text without locations, the part every front-end must agree on.
    static func text(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer().render(diagnostics.map { diagnostic in
            var unlocated = diagnostic
            unlocated.location = nil
            unlocated.notes = diagnostic.notes.map { Diagnostic.Note($0.message) }
            unlocated.suggestions = diagnostic.suggestions.map { Diagnostic.Note($0.message) }
            return unlocated
        })
    }

    /// What `digen` reports for an annotated source.
    static func generator(_ source: String) -> String {
        text(Generator.runGenerator(input: [InputFile(path: "App.swift", contents: source)], configuration: .init()).diagnostics)
    }

    @Test("missingBinding")
    func missingBinding() throws {
        let expected = """
            error: [missingBinding] 'Feed' needs 'Networking' for 'network', but no binding for 'Networking' is visible in container 'AppContainer'
            """
        let container = Container(name: "AppContainer")
        container.register(.unique, dependsOn: [.on(Networking.self, label: "network")]) { _ in Feed(network: Networking()) }
        #expect(Self.text(container.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        resolver.register(Feed.self, dependsOn: [.on(Networking.self, label: "network")]) { Feed(network: Networking()) }
        #expect(Self.text(resolver.validate()) == expected)

        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            class Feed {
                init(network: Networking) {}
            }
            """) == expected)
    }

    @Test("missingBinding of a protocol that a bound type conforms to: one message, the conformer named in each front-end's words")
    func missingProtocolWithAConformer() {
        let expected = "error: [missingBinding] 'Console' needs 'Logging' for 'logger', but no binding for 'Logging' is visible in container 'AppContainer'"
        let container = Container(name: "AppContainer")
        container.register(.unique) { _ in ConsoleLogger() }
        container.register(.unique, dependsOn: [.on((any Logging).self, label: "logger")]) { _ in Console(logger: ConsoleLogger()) }
        let resolver = Resolver(name: "AppContainer")
        resolver.register(ConsoleLogger.self) { ConsoleLogger() }
        resolver.register(Console.self, dependsOn: [.on((any Logging).self, label: "logger")]) { Console(logger: ConsoleLogger()) }
        let generated = Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            protocol Logging {}

            // @saber.scope(App)
            class ConsoleLogger: Logging {}

            // @saber.scope(App)
            class Console {
                init(logger: Logging) {}
            }
            """)
        let conformer = "note: 'ConsoleLogger' conforms to 'Logging' but is "
        for (frontEnd, text) in [("runtime", Self.text(container.validate())), ("wrappers", Self.text(resolver.validate())), ("digen", generated)] {
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.first == expected, "\(frontEnd): \(text)")
            #expect(lines.count == 2 && lines[1].hasPrefix(conformer), "\(frontEnd): \(text)")
        }
    }

    @Test("missingBinding at resolve time")
    func missingBindingAtResolve() {
        let expected = "error: [missingBinding] no binding for 'Networking' is visible in container 'AppContainer'"
        #expect(throws: ResolutionError.self) { try Container(name: "AppContainer").resolve(Networking.self) }
        do {
            _ = try Container(name: "AppContainer").resolve(Networking.self)
        } catch let error as ResolutionError {
            #expect(Self.text([error.diagnostic]) == expected)
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try Resolver(name: "AppContainer").resolve(Networking.self)
        } catch let error as ResolutionError {
            #expect(Self.text([error.diagnostic]) == expected)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("dependencyCycle")
    func dependencyCycle() {
        let expected = """
            error: [dependencyCycle] dependency cycle: Chicken -> Egg -> Chicken
            note: 'Chicken' needs 'Egg' for 'egg'
            note: 'Egg' needs 'Chicken' for 'chicken'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """
        let container = Container(name: "AppContainer")
        container.register(.unique, dependsOn: [.on(Egg.self, label: "egg")]) { _ in Chicken() }
        container.register(.unique, dependsOn: [.on(Chicken.self, label: "chicken")]) { _ in Egg() }
        #expect(Self.text(container.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        resolver.register(Chicken.self, dependsOn: [.on(Egg.self, label: "egg")]) { Chicken() }
        resolver.register(Egg.self, dependsOn: [.on(Chicken.self, label: "chicken")]) { Egg() }
        #expect(Self.text(resolver.validate()) == expected)

        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            class Chicken {
                init(egg: Egg) {}
            }

            // @saber.scope(App)
            class Egg {
                init(chicken: Chicken) {}
            }
            """) == expected)
    }

    static let duplicateText = """
        error: [duplicateBinding] 'Logger' is bound twice in container 'AppContainer'
        note: first bound here
        note: remove one binding, or give one of them a tag
        """

    @Test("duplicateBinding")
    func duplicateBinding() {
        let container = Container(name: "AppContainer", allowsOverrides: false)
        container.register(.unique) { _ in Logger() }
        container.register(.unique) { _ in Logger() }
        #expect(Self.text(container.validate()) == Self.duplicateText)

        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            class Logger {}

            // @saber.scope(App)
            class Logger {}
            """) == Self.duplicateText)
    }

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test("duplicateBinding stops a resolver that does not allow overrides, with the same text")
    func duplicateBindingInWrappers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let resolver = Resolver(name: "AppContainer")
            resolver.register(Logger.self) { Logger() }
            resolver.register(Logger.self) { Logger() }
        }
        // Each line from its severity on: `fatalError` puts its own `file:line: Fatal error: ` before the
        // diagnostic's `file:line:col: `; the wrapper adds a context line after the diagnostic.
        let lines = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").map { line in
                line.firstRange(of: #/(error|warning): \[|note: /#).map { String(line[$0.lowerBound...]) } ?? String(line)
            }
        let expected = Self.duplicateText.split(separator: "\n").map(String.init)
        let start = lines.firstIndex(of: expected[0]) ?? lines.count
        #expect(Array(lines[start...].prefix(expected.count)) == expected, "\(lines)")
    }
    #endif

    @Test("ambiguousBinding")
    func ambiguousBinding() {
        let expected = """
            error: [ambiguousBinding] 'Store' is ambiguous in container 'Feature': parents 'Analytics' and 'Storage' both provide it
            note: provided through parent 'Analytics' by container 'Analytics'
            note: provided through parent 'Storage' by container 'Storage'
            note: bind 'Store' in 'Feature' to choose one, or tag the bindings apart
            """
        let analytics = Container(name: "Analytics")
        analytics.register(.unique) { _ in Store() }
        let storage = Container(name: "Storage")
        storage.register(.unique) { _ in Store() }
        let feature = Container(name: "Feature", parents: [analytics, storage])
        feature.register(.unique, dependsOn: [.on(Store.self, label: "store")]) { _ in Screen() }
        #expect(Self.text(feature.validate()) == expected)

        let analyticsResolver = Resolver(name: "Analytics")
        analyticsResolver.register(Store.self) { Store() }
        let storageResolver = Resolver(name: "Storage")
        storageResolver.register(Store.self) { Store() }
        let featureResolver = Resolver(name: "Feature", parents: [analyticsResolver, storageResolver])
        featureResolver.register(Screen.self, dependsOn: [.on(Store.self, label: "store")]) { Screen() }
        #expect(Self.text(featureResolver.validate()) == expected)

        #expect(Self.generator("""
            // @saber.container(Analytics)
            // @saber.scope(AnalyticsScope)
            protocol AnalyticsContaining {}

            // @saber.container(Storage)
            // @saber.scope(StorageScope)
            protocol StorageContaining {}

            // @saber.container(Feature)
            // @saber.scope(FeatureScope)
            // @saber.dependsOn(Analytics, Storage)
            protocol FeatureContaining {}

            // @saber.scope(AnalyticsScope)
            class Store {}

            // @saber.scope(StorageScope)
            class Store {}

            // @saber.scope(FeatureScope)
            class Screen {
                init(store: Store) {}
            }
            """) == expected)
    }

    @Test("captiveDependency")
    func captiveDependency() {
        let expected = """
            warning: [captiveDependency] singleton 'Reporter' captures transient 'Formatter' for 'formatter' for the container's whole life
            note: make 'Formatter' a singleton, or depend on a provider to get a new one each time
            """
        let container = Container(name: "AppContainer")
        container.register(.unique) { _ in Formatter() }
        container.register(.singleton, dependsOn: [.on(Formatter.self, label: "formatter")]) { _ in Reporter() }
        #expect(Self.text(container.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        resolver.register(Formatter.self) { Formatter() }
        resolver.register(Reporter.self, scope: .singleton, dependsOn: [.on(Formatter.self, label: "formatter")]) { Reporter() }
        #expect(Self.text(resolver.validate()) == expected)

        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            class Formatter {}

            // @saber.scope(App)
            // @saber.cached
            class Reporter {
                init(formatter: Formatter) {}
            }
            """) == expected)
    }

    @Test("unknownContainer, containerCycle, externalConflict, weakExternalNotOptional (generated containers only)")
    func generatorOnlyMistakes() {
        #expect(Self.generator("""
            // @saber.container(UserContainer)
            // @saber.scope(User)
            // @saber.dependsOn(AppContaner)
            protocol UserContaining {}

            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @saber.externals(weak Delegate, Logger)
            protocol AppContaining {}

            // @saber.container(Loop1)
            // @saber.scope(L1)
            // @saber.dependsOn(Loop2)
            protocol Loop1Containing {}

            // @saber.container(Loop2)
            // @saber.scope(L2)
            // @saber.dependsOn(Loop1)
            protocol Loop2Containing {}

            // @saber.scope(App)
            class Logger {}
            """) == """
            error: [unknownContainer] container 'UserContainer' depends on 'AppContaner', which is not a declared container
            note: did you mean 'AppContainer'?
            error: [weakExternalNotOptional] weak external 'Delegate' of container 'AppContainer' must be optional
            note: write 'weak Delegate?', or drop 'weak'
            error: [containerCycle] containers depend on each other in a cycle: 'Loop1' -> 'Loop2' -> 'Loop1'
            note: 'Loop1' depends on 'Loop2'
            note: 'Loop2' depends on 'Loop1'
            error: [externalConflict] 'Logger' is both an external of container 'AppContainer' and bound in it
            note: declared as an external here
            note: remove the binding or the external, or give the binding a tag
            """)
    }

    @Test("isolationMismatch")
    func isolationMismatch() {
        let expected = """
            error: [isolationMismatch] 'Widget' is made synchronously and nonisolated, but needs 'Dashboard' for 'dashboard', which must be made on '@MainActor'
            note: 'Widget' is bound here, made synchronously and nonisolated
            note: 'Dashboard' is bound here, made synchronously on '@MainActor'
            note: isolate 'Widget' to '@MainActor' too, so both are made on the same actor
            note: mark the factory of 'Dashboard' 'nonisolated', so any context can make 'Dashboard'
            note: depend on 'Dashboard' through 'Provider' or 'Lazy' (made when used), or make 'Widget' async so it can await the hop to '@MainActor'
            """
        let container = Container(name: "AppContainer")
        container.register(.unique, on: MainActor.self) { _ in Dashboard() }
        container.register(.unique, dependsOn: [.on(Dashboard.self, label: "dashboard")]) { c in Widget(dashboard: try c.resolve()) }
        #expect(Self.text(container.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        resolver.register(Dashboard.self, on: MainActor.self) { Dashboard() }
        resolver.register(Widget.self, dependsOn: [.on(Dashboard.self, label: "dashboard")]) { Widget(dashboard: try Resolver.shared.resolve(Dashboard.self)) }
        #expect(Self.text(resolver.validate()) == expected)

        // The generator makes 'Dashboard' with its initializer, so its suggestion names the initializer, as the
        // runtime's does for an initializer it auto-wires; the rest is the same text.
        let initializerText = expected.replacingOccurrences(of: "the factory of 'Dashboard'", with: "'Dashboard.init'")
        // And only the generator reads a target's default isolation from a configuration file, and says so where
        // the default decides the finding: under a main-actor default, 'Widget' is on the main actor too.
        let generatorText = initializerText.replacingOccurrences(
            of: "note: isolate 'Widget'",
            with: "note: if this target builds with '.defaultIsolation(MainActor.self)', add 'defaultIsolation: MainActor' to "
                + "its digen.yml (or --config file), and this is no error: a build plugin cannot read Swift settings\n"
                + "note: isolate 'Widget'")
        let autowired = Container(name: "AppContainer")
        autowired.register(Dashboard.init, on: MainActor.self, scope: .unique)
        autowired.register(.unique, dependsOn: [.on(Dashboard.self, label: "dashboard")]) { c in Widget(dashboard: try c.resolve()) }
        #expect(Self.text(autowired.validate()) == initializerText)
        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            @MainActor
            final class Dashboard {
                init() {}
            }

            // @saber.scope(App)
            final class Widget {
                init(dashboard: Dashboard) {}
            }
            """) == generatorText)
    }

    @Test("asyncDependency")
    func asyncDependency() {
        let expected = """
            error: [asyncDependency] 'Badge' is made synchronously, but needs 'Inbox' for 'inbox', which can only be made with 'await'
            note: 'Badge' is bound here, made synchronously and nonisolated
            note: 'Inbox' is bound here, made asynchronously and nonisolated
            note: make 'Badge' async (an async initializer or factory), so it can await 'Inbox'
            """
        let container = Container(name: "AppContainer")
        container.register(.unique) { _ in await Inbox() }
        container.register(.unique, dependsOn: [.on(Inbox.self, label: "inbox")]) { c in Badge(inbox: try c.resolve()) }
        #expect(Self.text(container.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        resolver.container.register(.unique) { _ in await Inbox() }
        resolver.register(Badge.self, dependsOn: [.on(Inbox.self, label: "inbox")]) { Badge(inbox: try Resolver.shared.resolve(Inbox.self)) }
        #expect(Self.text(resolver.validate()) == expected)

        // Each front-end's fix in its words, and only what works there: a `Lazy` or `Provider` resolves synchronously,
        // and a generated closure is synchronous, so neither defers an async service.
        let generatorText = """
            error: [asyncDependency] 'Badge' is made synchronously, but needs 'Inbox' for 'inbox', which can only be made with 'await'
            note: 'Badge' is bound here, made synchronously and nonisolated
            note: 'Inbox' is bound here, made asynchronously and nonisolated
            note: make the initializer or provider method of 'Badge' 'async', so its container awaits 'Inbox' before making it
            """
        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            actor Inbox {
                init() async {}
            }

            // @saber.scope(App)
            final class Badge {
                init(inbox: Inbox) {}
            }
            """) == generatorText)
    }

    @Test("duplicateBinding of a dictionary key contributed in a parent and again in its child")
    func duplicateDictionaryKey() {
        let expected = """
            error: [duplicateBinding] duplicate key "deeplink" in '[String: Handler]': contributed in container 'AppContainer' and in container 'FeatureContainer'
            note: first contributed here, in container 'AppContainer'
            note: contributed again here, in container 'FeatureContainer'
            note: remove one of the two entries, or contribute one under another key
            """
        let app = Container(name: "AppContainer")
        app.register(into: [String: any Handler].self, key: "deeplink") { _ in AppLink() }
        let feature = Container(name: "FeatureContainer", parents: [app])
        feature.register(into: [String: any Handler].self, key: "deeplink") { _ in FeatureLink() }
        #expect(Self.text(feature.validate()) == expected)

        let appResolver = Resolver(name: "AppContainer")
        appResolver.register(into: [String: any Handler].self, key: "deeplink") { AppLink() }
        let featureResolver = Resolver(name: "FeatureContainer", parents: [appResolver])
        featureResolver.register(into: [String: any Handler].self, key: "deeplink") { FeatureLink() }
        #expect(Self.text(featureResolver.validate()) == expected)

        #expect(Self.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.container(FeatureContainer)
            // @saber.scope(Feature)
            // @saber.dependsOn(AppContainer)
            protocol FeatureContaining {}

            protocol Handler: AnyObject {}

            // @saber.scope(App)
            // @di.into([String: Handler], key: "deeplink")
            final class AppLink: Handler {}

            // @saber.scope(Feature)
            // @di.into([String: any Handler], key: "deeplink")
            final class FeatureLink: Handler {}
            """) == expected)
    }

    /// The source both emptyCollection rows give the generator: `PluginHost` in the parent asks for `[Plugin]`.
    static func pluginHostSource(child: String) -> String {
        """
        // @saber.container(AppContainer)
        // @saber.scope(App)
        protocol AppContaining {}

        protocol Plugin: AnyObject {}

        // @saber.scope(App)
        final class PluginHost {
            init(plugins: [Plugin]) {}
        }

        \(child)
        """
    }

    /// A container validates what it sees: its ancestors and itself (a parent does not know its children), so the
    /// runtime rows validate the child, whose graph holds the parent's request; digen validates the whole module.
    /// The runtime's contributions are a closure and an initializer converted to `any Plugin`: neither says it makes
    /// a `FeaturePlugin`, so the note names the container, as in every front-end.
    @Test("emptyCollection: the parent asks for a collection only its child contributes to")
    func emptyCollectionHiddenInAChild() {
        let expected = """
            warning: [emptyCollection] 'PluginHost' needs '[Plugin]' for 'plugins', but nothing visible in container 'AppContainer' contributes to '[Plugin]'
            note: '[Plugin]' has contributions in container 'FeatureContainer', which is not visible from 'AppContainer'
            note: contribute to '[Plugin]' in container 'AppContainer' or an ancestor, or declare in one of them that '[Plugin]' may be empty
            """
        let app = Container(name: "AppContainer")
        app.register(.unique, dependsOn: [.on([any Plugin].self, label: "plugins")]) { _ in PluginHost(plugins: []) }
        let feature = Container(name: "FeatureContainer", parents: [app])
        feature.register(FeaturePlugin.init, into: [any Plugin].self)
        feature.register(into: [any Plugin].self) { _ in FeaturePlugin() }
        #expect(Self.text(feature.validate()) == expected)

        let appResolver = Resolver(name: "AppContainer")
        appResolver.register(PluginHost.self, dependsOn: [.on([any Plugin].self, label: "plugins")]) { PluginHost(plugins: []) }
        let featureResolver = Resolver(name: "FeatureContainer", parents: [appResolver])
        featureResolver.register(into: [any Plugin].self) { FeaturePlugin() }
        #expect(Self.text(featureResolver.validate()) == expected)

        #expect(Self.generator(Self.pluginHostSource(child: """
            // @saber.container(FeatureContainer)
            // @saber.scope(Feature)
            // @saber.dependsOn(AppContainer)
            protocol FeatureContaining {}

            // @saber.scope(Feature)
            // @di.into([Plugin])
            final class FeaturePlugin: Plugin {}

            // @saber.scope(Feature)
            // @di.into([Plugin])
            final class SecondPlugin: Plugin {}
            """)) == expected)
    }

    @Test("emptyCollection: nothing contributes anywhere, and only a child declares the collection may be empty")
    func emptyCollectionDeclaredBelow() {
        let expected = """
            warning: [emptyCollection] 'PluginHost' needs '[Plugin]' for 'plugins', but nothing visible in container 'AppContainer' contributes to '[Plugin]'
            note: contribute to '[Plugin]' in container 'AppContainer' or an ancestor, or declare in one of them that '[Plugin]' may be empty
            """
        let app = Container(name: "AppContainer")
        app.register(.unique, dependsOn: [.on([any Plugin].self, label: "plugins")]) { _ in PluginHost(plugins: []) }
        let feature = Container(name: "FeatureContainer", parents: [app])
        feature.allowEmpty([any Plugin].self)
        #expect(Self.text(feature.validate()) == expected)

        let appResolver = Resolver(name: "AppContainer")
        appResolver.register(PluginHost.self, dependsOn: [.on([any Plugin].self, label: "plugins")]) { PluginHost(plugins: []) }
        let featureResolver = Resolver(name: "FeatureContainer", parents: [appResolver])
        featureResolver.allowEmpty([any Plugin].self)
        #expect(Self.text(featureResolver.validate()) == expected)

        #expect(Self.generator(Self.pluginHostSource(child: """
            // @saber.container(FeatureContainer)
            // @saber.scope(Feature)
            // @saber.dependsOn(AppContainer)
            // @di.allowEmpty([Plugin])
            protocol FeatureContaining {}
            """)) == expected)
    }
}

final class Cart {}
final class Ledger {}
final class Session {}

/// Scopes and close actions (issue 37), in every front-end that can express them.
///
/// | mistake | runtime container | property wrappers | generated containers |
/// |---|---|---|---|
/// | closeActionNeverRuns (the fix in each front-end's words) | ✓ | ✓ | ✓ |
/// | a missing binding inside a scope, reported when its parent is validated | ✓ | ✓ | ✓ |
/// | externalConflict: a scope's external also registered in it | ✓ | ✓ | ✓ |
@Suite("Every front-end reports a scope's mistake the same way")
struct ScopeAgreementTests {
    @Test("closeActionNeverRuns: one message, the fix in each front-end's words")
    func closeActionNeverRuns() {
        let message = "error: [closeActionNeverRuns] the close action of 'Cart' never runs: its lifetime is 'transient', "
            + "so container 'AppContainer' keeps no instance of it to close\nnote: registered here\n"
        let container = Container(name: "AppContainer")
        container.register(.unique) { _ in Cart() }.onClose { _ in }
        #expect(AgreementMatrixTests.text(container.validate()) == message + """
            note: register 'Cart' as '.singleton', '.eagerSingleton' or '.weakSingleton' (a '.unique' or '.shared' \
            instance is never kept), or remove its 'onClose'
            """)

        let resolver = Resolver(name: "AppContainer")
        resolver.register(Cart.self) { Cart() }.onClose { _ in }
        #expect(AgreementMatrixTests.text(resolver.validate()) == message + """
            note: register 'Cart' with 'scope: .singleton' (or '.eagerSingleton', '.weakSingleton'), or \
            'registerAsSingleton', or remove its 'onClose'
            """)

        #expect(AgreementMatrixTests.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            // @di.onClose(save)
            class Cart {
                func save() {}
            }
            """) == message + "note: mark 'Cart' '// @saber.cached', or remove its '// @di.onClose'")
    }

    @Test("a missing binding inside a scope is reported when its parent is validated, naming the scope")
    func missingBindingInAScope() {
        let expected = """
            error: [missingBinding] 'Cart' needs 'Ledger' for 'ledger', but no binding for 'Ledger' is visible in container 'SessionContainer'
            """
        let app = Container(name: "AppContainer")
        let sessions = app.scope("SessionContainer") { session in
            session.external(Session.self)
            session.register(.singleton, dependsOn: [.on(Session.self), .on(Ledger.self, label: "ledger")]) { _ in Cart() }
        }
        #expect(AgreementMatrixTests.text(app.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        let resolverSessions = resolver.scope("SessionContainer") { session in
            session.external(Session.self)
            session.register(Cart.self, scope: .singleton, dependsOn: [.on(Session.self), .on(Ledger.self, label: "ledger")]) {
                Cart()
            }
        }
        #expect(AgreementMatrixTests.text(resolver.validate()) == expected)
        withExtendedLifetime((sessions, resolverSessions)) {}

        #expect(AgreementMatrixTests.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.container(SessionContainer)
            // @saber.scope(Session)
            // @saber.dependsOn(AppContainer)
            // @saber.externals(Session)
            protocol SessionContaining {}

            // @saber.scope(Session)
            // @saber.cached
            class Cart {
                init(session: Session, ledger: Ledger) {}
            }
            """) == expected)
    }

    @Test("externalConflict: a scope's external also registered in it")
    func externalConflictInAScope() {
        let expected = """
            error: [externalConflict] 'Session' is both an external of container 'SessionContainer' and bound in it
            note: declared as an external here
            note: remove the binding or the external, or give the binding a tag
            """
        let app = Container(name: "AppContainer")
        let sessions = app.scope("SessionContainer") { session in
            session.external(Session.self)
            session.register { _ in Session() }
        }
        #expect(AgreementMatrixTests.text(app.validate()) == expected)

        let resolver = Resolver(name: "AppContainer")
        let resolverSessions = resolver.scope("SessionContainer") { session in
            session.external(Session.self)
            session.register(Session.self) { Session() }
        }
        #expect(AgreementMatrixTests.text(resolver.validate()) == expected)
        withExtendedLifetime((sessions, resolverSessions)) {}

        #expect(AgreementMatrixTests.generator("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.container(SessionContainer)
            // @saber.scope(Session)
            // @saber.dependsOn(AppContainer)
            // @saber.externals(Session)
            protocol SessionContaining {}

            // @saber.scope(Session)
            class Session {}
            """) == expected)
    }
}
