import DIGraph
import DIRuntime
import DISync
import Testing

/// Collections of contributions (`register(into:)`): order across containers, each element's scope, keyed
/// dictionaries, empty collections, and the collection as any other dependency (auto-wired, `Lazy`, `Provider`).
@Suite struct CollectionTests {
    @Test(arguments: [false, true])
    func aChildListsItsAncestorsContributionsFirstEachInRegistrationOrder(bootstrapped: Bool) throws {
        let root = Container(name: "Root")
        root.register(into: [any Plugin].self) { _ in NamedPlugin("root-1") }
        root.register(into: [any Plugin].self) { _ in NamedPlugin("root-2") }
        let app = Container(name: "App", parents: [root])
        app.register(into: [any Plugin].self) { _ in NamedPlugin("app-1") }
        let feature = Container(name: "Feature", parents: [app])
        feature.register(into: [any Plugin].self) { _ in NamedPlugin("feature-1") }
        app.register(into: [any Plugin].self) { _ in NamedPlugin("app-2") }
        if bootstrapped {
            try root.bootstrap()
            try app.bootstrap()
            try feature.bootstrap()
        }
        #expect(try names(feature.resolve([any Plugin].self)) == ["root-1", "root-2", "app-1", "app-2", "feature-1"])
        #expect(try names(app.resolve([any Plugin].self)) == ["root-1", "root-2", "app-1", "app-2"])
        #expect(try names(root.resolve([any Plugin].self)) == ["root-1", "root-2"])
    }

    @Test func aChildOfABootstrappedParentThatNeedsACollectionBootstrapsAndSeesBothLines() throws {
        let app = Container(name: "App")
        app.register(.singleton) { _ in Clock() }
        app.register(into: [any Plugin].self) { _ in NamedPlugin("app") }
        app.register(Host.init)
        try app.bootstrap()
        let feature = Container(name: "Feature", parents: [app])
        feature.register(into: [any Plugin].self) { _ in NamedPlugin("feature") }
        feature.register(LazyHost.init)
        try feature.bootstrap()
        #expect(try names(feature.resolve(Host.self).plugins) == ["app"], "a parent's service sees the parent's collection")
        #expect(try names(feature.resolve(LazyHost.self).plugins()) == ["app", "feature"])
        #expect(try names(feature.resolve([any Plugin].self)) == ["app", "feature"])
    }

    @Test func withTwoParentsTheFirstParentsLineComesFirst() throws {
        let base = Container(name: "Base")
        base.register(into: [any Plugin].self) { _ in NamedPlugin("base") }
        let left = Container(name: "Left", parents: [base])
        left.register(into: [any Plugin].self) { _ in NamedPlugin("left") }
        let right = Container(name: "Right", parents: [base])
        right.register(into: [any Plugin].self) { _ in NamedPlugin("right") }
        let child = Container(name: "Child", parents: [right, left])
        child.register(into: [any Plugin].self) { _ in NamedPlugin("child") }
        #expect(try names(child.resolve([any Plugin].self)) == ["base", "right", "left", "child"])
    }

    @Test func aContributionAddedToAParentLaterReachesAChildThatResolvedBefore() throws {
        let app = Container(name: "App")
        app.register(into: [any Plugin].self) { _ in NamedPlugin("first") }
        let feature = Container(name: "Feature", parents: [app])
        #expect(try names(feature.resolve([any Plugin].self)) == ["first"])
        app.register(into: [any Plugin].self) { _ in NamedPlugin("second") }
        #expect(try names(feature.resolve([any Plugin].self)) == ["first", "second"])
    }

    @Test func eachElementKeepsItsOwnScope() throws {
        let container = Container(name: "App")
        let made = Counter()
        container.register(.unique, into: [any Plugin].self) { _ in made.increment(); return NamedPlugin("unique") }
        container.register(.singleton, into: [any Plugin].self) { _ in made.increment(); return NamedPlugin("singleton") }
        container.register(.shared, into: [any Plugin].self) { _ in made.increment(); return NamedPlugin("shared") }
        let first = try container.resolve([any Plugin].self)
        let second = try container.resolve([any Plugin].self)
        #expect(first[0] !== second[0], "a unique element is made on every resolve")
        #expect(first[1] === second[1], "a singleton element is made once")
        #expect(first[2] !== second[2], "a shared element is made once per resolve")
        #expect(made.value == 5)
    }

    @Test func aSharedElementIsTheInstanceItsGraphShares() throws {
        let container = Container(name: "App")
        container.register(.shared) { _ in Clock() }
        container.register(.shared, into: [any Plugin].self) { c in ClockPlugin(clock: try c.resolve()) }
        container.register(Host.init)
        let host: Host = try container.resolve()
        #expect((host.plugins[0] as? ClockPlugin)?.clock === host.clock)
    }

    @Test func anEagerSingletonElementIsMadeByBootstrap() throws {
        let container = Container(name: "App")
        let made = Counter()
        container.register(.eagerSingleton, into: [any Plugin].self) { _ in made.increment(); return NamedPlugin("eager") }
        try container.bootstrap()
        #expect(made.value == 1)
        _ = try container.resolve([any Plugin].self)
        #expect(made.value == 1)
    }

    @Test func anInitializerContributionIsAutowired() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Clock() }
        container.register(ClockPlugin.init, into: [any Plugin].self)
        try container.bootstrap()
        let plugins = try container.resolve([any Plugin].self)
        #expect((plugins.first as? ClockPlugin)?.clock === (try container.resolve(Clock.self)))
        #expect(container.validate().isEmpty)
    }

    @Test func theCollectionIsAnAutowiredParameterALazyAndAProvider() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Clock() }
        container.register(into: [any Plugin].self) { _ in NamedPlugin("one") }
        container.register(Host.init)
        container.register(LazyHost.init)
        try container.bootstrap()
        #expect(try names(container.resolve(Host.self).plugins) == ["one"])
        let lazyHost: LazyHost = try container.resolve()
        #expect(try names(lazyHost.plugins()) == ["one"])
        let provider: Provider<[any Plugin]> = try container.resolve()
        #expect(try provider()[0] !== provider()[0], "a shared element is made anew by each resolve")
    }

    @Test func aDictionaryCollectsItsEntriesUnderTheirKeys() throws {
        let app = Container(name: "App")
        app.register(into: [String: any Handler].self, key: "home") { _ in NamedHandler("home") }
        let feature = Container(name: "Feature", parents: [app])
        feature.register(into: [String: any Handler].self, key: "deeplink") { _ in NamedHandler("deeplink") }
        let handlers = try feature.resolve([String: any Handler].self)
        #expect(handlers.mapValues(\.name) == ["home": "home", "deeplink": "deeplink"])
        #expect(try app.resolve([String: any Handler].self).keys.sorted() == ["home"])
    }

    @Test func aDictionaryKeyMayBeAnEnumOfStrings() throws {
        let container = Container(name: "App")
        container.register(into: [Route: any Handler].self, key: Route.settings) { _ in NamedHandler("settings") }
        #expect(try container.resolve([Route: any Handler].self)[.settings]?.name == "settings")
    }

    @Test func aDeclaredEmptyCollectionResolvesEmptyAndIsNoWarning() throws {
        let container = Container(name: "App")
        container.allowEmpty([any Plugin].self)
        container.allowEmpty([String: any Handler].self)
        container.register(Host.init)
        container.register(.singleton) { _ in Clock() }
        #expect(container.validate().isEmpty)
        #expect(try container.resolve([any Plugin].self).isEmpty)
        #expect(try container.resolve([String: any Handler].self).isEmpty)
        try container.bootstrap()
        #expect(try container.resolve(Host.self).plugins.isEmpty)
    }

    @Test func aCollectionNothingContributesToIsAMissingBindingThatSaysHowToCollectIt() {
        let container = Container(name: "App")
        #expect(renderedError { _ = try container.resolve([any Plugin].self) } == """
            error: [missingBinding] no binding for '[Plugin]' is visible in container 'App'
            note: to collect '[Plugin]' from contributions, register each with 'register(into: [Plugin].self) { … }', or declare that it may be empty with 'allowEmpty([Plugin].self)'
            """)
        #expect(renderedError { _ = try container.resolve([String: any Handler].self) } == """
            error: [missingBinding] no binding for '[String: Handler]' is visible in container 'App'
            note: to collect '[String: Handler]' from contributions, register each with 'register(into: [String: Handler].self, key: …) { … }', or declare that it may be empty with 'allowEmpty([String: Handler].self)'
            """)
    }

    @Test func aContributionsErrorIsThrownAsItsOwnTypeAndReportedWithThePathThroughTheCollection() {
        let container = Container(name: "App")
        let reports = Locked<[String]>([])
        container.onFactoryError { report in reports.withLock { $0.append(report.description) } }
        container.register(into: [any Plugin].self) { _ in NamedPlugin("fine") }
        container.register(into: [any Plugin].self) { _ -> any Plugin in throw PluginFailure() }
        let line = #line - 1
        #expect(throws: PluginFailure.self) { _ = try container.resolve([any Plugin].self) }
        #expect(reports.withLock { $0 } == ["""
            DIRuntimeTests/CollectionTests.swift:\(line):27: error: the factory of 'Plugin' threw: PluginFailure()
            note: resolution path: '[Plugin]' -> 'Plugin'
            """])
    }

    @Test func registeringIntoACollectionAfterBootstrapIsNoChangeToTheFrozenPlan() throws {
        let container = Container(name: "App")
        container.register(into: [any Plugin].self) { _ in NamedPlugin("one") }
        try container.bootstrap()
        #expect(try names(container.resolve([any Plugin].self)) == ["one"])
        container.reset()
        container.register(into: [any Plugin].self) { _ in NamedPlugin("two") }
        #expect(try names(container.resolve([any Plugin].self)) == ["two"])
    }

    @Test func aKeyContributedInAParentAndAChildIsTheValidatorsDuplicateWhenResolvedToo() throws {
        let app = Container(name: "App")
        app.register(into: [String: any Handler].self, key: "deeplink") { _ in NamedHandler("app") }
        let appLine = #line - 1
        let feature = Container(name: "Feature", parents: [app])
        feature.register(into: [String: any Handler].self, key: "deeplink") { _ in NamedHandler("feature") }
        let featureLine = #line - 1
        let expected = """
            DIRuntimeTests/CollectionTests.swift:\(featureLine):25: error: [duplicateBinding] duplicate key "deeplink" in '[String: Handler]': contributed in container 'App' and in container 'Feature'
            DIRuntimeTests/CollectionTests.swift:\(appLine):21: note: first contributed here, in container 'App'
            DIRuntimeTests/CollectionTests.swift:\(featureLine):25: note: contributed again here, in container 'Feature'
            note: remove one of the two entries, or contribute one under another key
            """
        #expect(DiagnosticRenderer().render(feature.validate()) == expected)
        #expect(renderedError { _ = try feature.resolve([String: any Handler].self) } == expected)
        #expect(throws: ValidationError.self) { try feature.bootstrap() }
        #expect(try app.resolve([String: any Handler].self)["deeplink"]?.name == "app", "the parent sees only its own")
    }

    @Test func aKeyBoundAndContributedToIsTheValidatorsConflict() {
        let container = Container(name: "App")
        container.register { _ in [NamedPlugin("bound")] as [any Plugin] }
        let boundLine = #line - 1
        container.register(into: [any Plugin].self) { _ in NamedPlugin("contributed") }
        let contributedLine = #line - 1
        let expected = """
            DIRuntimeTests/CollectionTests.swift:\(boundLine):28: error: [duplicateBinding] '[Plugin]' is both bound in container 'App' and contributed to in it; a key is either provided or collected
            DIRuntimeTests/CollectionTests.swift:\(contributedLine):27: note: '[Plugin]' element from container 'App' is contributed here
            note: make the binding a contribution too, or remove the contributions
            """
        #expect(DiagnosticRenderer().render(container.validate()) == expected)
        #expect(renderedError { _ = try container.resolve([any Plugin].self) } == expected)
    }

    @Test func aCycleThroughACollectionIsFoundByTheValidatorAndByAResolve() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Clock() }
        container.register(Host.init)
        let hostLine = #line - 1
        container.register(HostPlugin.init, into: [any Plugin].self)
        let pluginLine = #line - 1
        #expect(DiagnosticRenderer().render(container.validate()) == """
            DIRuntimeTests/CollectionTests.swift:\(hostLine):27: error: [dependencyCycle] dependency cycle: Host -> [Plugin] -> [Plugin] element from container App -> Host
            DIRuntimeTests/CollectionTests.swift:\(hostLine):27: note: 'Host' needs '[Plugin]'
            DIRuntimeTests/CollectionTests.swift:\(pluginLine):27: note: '[Plugin]' has element from container 'App'
            DIRuntimeTests/CollectionTests.swift:\(pluginLine):27: note: '[Plugin]' element from container 'App' needs 'Host'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """)
        let error = renderedError { _ = try container.resolve(Host.self) }
        #expect(error?.hasPrefix("DIRuntimeTests/CollectionTests.swift:\(hostLine):27: error: [dependencyCycle] dependency cycle: Host -> [Plugin] -> Plugin -> Host") == true, "\(error ?? "none")")
        #expect(error?.contains("note: resolution path: 'Host' -> '[Plugin]' -> 'Plugin' -> 'Host'") == true, "\(error ?? "none")")
    }

    @Test func aMainActorContributionIsMadeOnTheMainActorAndRefusedOffIt() async throws {
        let container = Container(name: "App")
        container.register(into: [any Plugin].self) { _ in NamedPlugin("anywhere") }
        container.register(on: MainActor.self, into: [any Plugin].self) { _ in MainActorPlugin() }
        let line = #line - 1
        let names = try await MainActor.run { try container.resolve([any Plugin].self).map(\.name) }
        #expect(names == ["anywhere", "main"])
        let error = renderedError { _ = try container.resolve([any Plugin].self) }
        #expect(error?.hasPrefix(
            "DIRuntimeTests/CollectionTests.swift:\(line - 1):27: error: [isolationMismatch] '[Plugin]' must be made on the main actor, but it was resolved synchronously outside it"
        ) == true, "\(error ?? "none")")
    }

    @Test func aNonisolatedRequesterOfACollectionWithAMainActorElementIsAnIsolationMismatch() {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Clock() }
        container.register(on: MainActor.self, into: [any Plugin].self) { _ in MainActorPlugin() }
        container.register(Host.init)
        let rendered = DiagnosticRenderer().render(container.validate())
        #expect(rendered.contains(
            "error: [isolationMismatch] 'Host' is made synchronously and nonisolated, but needs '[Plugin]', "
                + "whose element from container 'App' must be made on '@MainActor'"), "\(rendered)")
    }

    @Test func anAsyncElementMakesTheCollectionAsyncAndASynchronousResolveSaysSo() async throws {
        let container = Container(name: "App")
        container.register(into: [any Plugin].self) { _ in NamedPlugin("now") }
        container.register(.singleton, into: [any Plugin].self) { _ async in
            await Task.yield()
            return NamedPlugin("later")
        }
        let plugins = try await container.resolveAsync([any Plugin].self)
        #expect(names(plugins) == ["now", "later"])
        #expect(try await container.resolveAsync([any Plugin].self)[1] === plugins[1], "a singleton element is kept")
        let error = renderedError { _ = try container.resolve([any Plugin].self) }
        #expect(error?.contains("[asyncDependency]") == true, "\(error ?? "none")")
        let keyed = Container(name: "Keyed")
        keyed.register(into: [String: any Handler].self, key: "remote") { _ async in NamedHandler("remote") }
        #expect(try await keyed.resolveAsync([String: any Handler].self)["remote"]?.name == "remote")
    }

    @Test func resolveAsyncMakesAMainActorElementOnTheMainActorFromAnywhere() async throws {
        let container = Container(name: "App")
        container.register(into: [any Plugin].self) { _ in NamedPlugin("anywhere") }
        container.register(on: MainActor.self, into: [any Plugin].self) { _ in MainActorPlugin() }
        let plugins = try await Task.detached { try await container.resolveAsync([any Plugin].self) }.value
        #expect(names(plugins) == ["anywhere", "main"])
    }

    @Test func aWeakSingletonElementLivesWhileSomethingHoldsIt() throws {
        let container = Container(name: "App")
        let made = Counter()
        container.register(.weakSingleton, into: [any Plugin].self) { _ in made.increment(); return NamedPlugin("weak") }
        var held: [any Plugin]? = try container.resolve([any Plugin].self)
        _ = try container.resolve([any Plugin].self)
        #expect(made.value == 1, "held, the element is reused")
        held = nil
        _ = try container.resolve([any Plugin].self)
        #expect(made.value == 2, "released, the element is made again")
        _ = held
    }

    @Test func removingACollectionTypeRemovesThisContainersContributionsOnly() throws {
        let app = Container(name: "App")
        app.register(into: [any Plugin].self) { _ in NamedPlugin("app") }
        let feature = Container(name: "Feature", parents: [app])
        feature.register(into: [any Plugin].self) { _ in NamedPlugin("feature") }
        try app.bootstrap()
        try feature.bootstrap()
        #expect(try names(feature.resolve([any Plugin].self)) == ["app", "feature"])
        feature.remove([any Plugin].self)
        #expect(try names(feature.resolve([any Plugin].self)) == ["app"])
        app.remove([any Plugin].self)
        #expect(renderedError { _ = try feature.resolve([any Plugin].self) }?.contains("[missingBinding]") == true)
    }

    private func names(_ plugins: [any Plugin]) -> [String] {
        plugins.map(\.name)
    }
}

protocol Plugin: AnyObject, Sendable {
    var name: String { get }
}

final class NamedPlugin: Plugin {
    let name: String
    init(_ name: String) { self.name = name }
}

final class Clock: Sendable {}

final class ClockPlugin: Plugin {
    let clock: Clock
    var name: String { "clock" }
    init(clock: Clock) { self.clock = clock }
}

final class Host: Sendable {
    let plugins: [any Plugin]
    let clock: Clock
    init(plugins: [any Plugin], clock: Clock) {
        self.plugins = plugins
        self.clock = clock
    }
}

final class HostPlugin: Plugin {
    let host: Host
    var name: String { "host" }
    init(host: Host) { self.host = host }
}

final class MainActorPlugin: Plugin {
    var name: String { "main" }
}

final class LazyHost: Sendable {
    let plugins: Lazy<[any Plugin]>
    init(plugins: Lazy<[any Plugin]>) { self.plugins = plugins }
}

protocol Handler: Sendable {
    var name: String { get }
}

struct NamedHandler: Handler {
    let name: String
    init(_ name: String) { self.name = name }
}

enum Route: String, Sendable, TagConvertible {
    case home, settings
}

struct PluginFailure: Error {}
