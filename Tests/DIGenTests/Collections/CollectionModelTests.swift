@testable import DIGen
import DIGraph
import Testing

/// A parent `AppContainer` (scope App) and a child `FeatureContainer` (scope Feature).
private let twoContainers = """
    // @saber.container(AppContainer)
    // @saber.scope(App)
    protocol AppContaining {}

    // @saber.container(FeatureContainer)
    // @saber.scope(Feature)
    // @saber.dependsOn(AppContainer)
    protocol FeatureContaining {}

    """

@Suite("Model and validate: contributions and declared collections")
struct CollectionModelTests {
    private func model(_ source: String) -> ModelOutput {
        ModuleModeler.model(ParsedModule(files: [parse(source)]), configuration: GeneratorConfiguration())
    }

    @Test("a contribution is an alias of its service into the collection key, with DIGraph's contribution set")
    func contributionBinding() {
        let output = model(appContainerSource + """
            // @saber.scope(App)
            // @saber.cached
            // @di.into([Plugin])
            // @di.into([String: Plugin], key: "a")
            final class A {}
            """)
        let contributions = output.graph.bindings.filter { $0.contribution != nil }
        #expect(contributions == [
            Binding(
                ServiceKey(type("[Plugin]")), in: "AppContainer", source: .alias(ServiceKey(type("A"))),
                dependencies: [Dependency(ServiceKey(type("A")), kind: .direct, location: at(6, 4))],
                location: at(6, 4), contribution: .element),
            Binding(
                ServiceKey(type("[String: Plugin]")), in: "AppContainer", source: .alias(ServiceKey(type("A"))),
                dependencies: [Dependency(ServiceKey(type("A")), kind: .direct, location: at(7, 4))],
                location: at(7, 4), contribution: .entry("a")),
        ])
        #expect(output.diagnostics.isEmpty)
    }

    @Test("a collection nothing contributes to or declares is a missingBinding that names the annotations to add")
    func uncollectedNote() {
        let output = model(appContainerSource + """
            // @saber.scope(App)
            final class Host {
                init(plugins: [Plugin]) {}
            }
            """)
        let missing = output.diagnostics.filter { $0.code == .missingBinding }
        #expect(missing.count == 1)
        #expect(missing.first?.suggestions.map(\.message) == [
            "to collect '[Plugin]' from contributions, add '// @di.into([Plugin])' to each type that belongs in it, "
                + "or '// @di.allowEmpty([Plugin])' to container 'AppContainer'",
        ])
    }

    @Test("allowEmpty becomes the container's declared collections, with where it was written")
    func declaration() {
        let output = model("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @di.allowEmpty([Plugin])
            // @di.allowEmpty([Int: Plugin])
            protocol AppContaining {}
            """)
        #expect(output.graph.containers[0].declaredCollections == [
            .init(ServiceKey(type("[Plugin]")), location: at(3, 4)),
            .init(ServiceKey(type("[Int: Plugin]")), location: at(4, 4)),
        ])
    }

    @Test("a dictionary key contributed in a parent and again in its child is DIGraph's duplicateBinding")
    func duplicateKeyAcrossParentAndChild() {
        #expect(renderedDiagnostics(twoContainers + """
            // @saber.scope(App)
            // @di.into([String: Handler], key: "deeplink")
            final class AppLink: Handler {}

            // @saber.scope(Feature)
            // @di.into([String: Handler], key: "deeplink")
            final class FeatureLink: Handler {}
            """) == """
            Test.swift:14:4: error: [duplicateBinding] duplicate key "deeplink" in '[String: Handler]': contributed in \
            container 'AppContainer' and in container 'FeatureContainer'
            Test.swift:10:4: note: first contributed here, in container 'AppContainer'
            Test.swift:14:4: note: contributed again here, in container 'FeatureContainer'
            note: remove one of the two entries, or contribute one under another key
            """)
    }

    @Test("one key in two sibling containers is fine: no container sees both")
    func siblingsMayShareAKey() {
        let output = generate("""
            // @saber.container(AContainer)
            // @saber.scope(A)
            protocol AContaining {}

            // @saber.container(BContainer)
            // @saber.scope(B)
            protocol BContaining {}

            // @saber.scope(A)
            // @di.into([Int: Handler], key: 1)
            final class One: Handler {}

            // @saber.scope(B)
            // @di.into([Int: Handler], key: 1)
            final class Two: Handler {}
            """)
        #expect(output.diagnostics.isEmpty, "\(DiagnosticRenderer().render(output.diagnostics))")
        #expect(output.files.count == 2)
    }

    @Test("a collection a parent asks for and only its child contributes to is an emptyCollection warning")
    func emptyCollection() {
        #expect(renderedDiagnostics(twoContainers + """
            // @saber.scope(App)
            final class Host {
                init(plugins: [Plugin]) {}
            }

            // @saber.scope(Feature)
            // @di.into([Plugin])
            final class FeaturePlugin: Plugin {}
            """) == """
            Test.swift:11:10: warning: [emptyCollection] 'Host' needs '[Plugin]' for 'plugins', but nothing visible in \
            container 'AppContainer' contributes to '[Plugin]'
            Test.swift:15:4: note: '[Plugin]' has contributions in container 'FeatureContainer', which is not visible \
            from 'AppContainer'
            note: contribute to '[Plugin]' in container 'AppContainer' or an ancestor, or declare in \
            one of them that '[Plugin]' may be empty
            """)
    }

    @Test("declared empty, the same graph is clean and the parent's getter returns an empty array")
    func declaredEmpty() {
        let output = generate("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @di.allowEmpty([Plugin])
            protocol AppContaining {}

            // @saber.scope(App)
            final class Host {
                init(plugins: [Plugin]) {}
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(DiagnosticRenderer().render(output.diagnostics))")
        #expect(output.files.first?.contents.contains("""
                internal var array_Plugin: [Plugin] {
                    return []
                }
            """) == true, "\(output.files.first?.contents ?? "no file")")
    }

    @Test("a cycle through a collection: the element needs who needs the collection")
    func cycleThroughACollection() {
        let text = renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            final class Host {
                init(plugins: [Plugin]) {}
            }

            // @saber.scope(App)
            // @di.into([Plugin])
            final class Loop: Plugin {
                init(host: Host) {}
            }
            """)
        #expect(text == """
            Test.swift:6:10: error: [dependencyCycle] dependency cycle: Host -> [Plugin] -> [Plugin] element Loop -> Loop -> Host
            Test.swift:6:10: note: 'Host' needs '[Plugin]' for 'plugins'
            Test.swift:10:4: note: '[Plugin]' has element 'Loop'
            Test.swift:10:4: note: '[Plugin]' element 'Loop' needs 'Loop'
            Test.swift:12:10: note: 'Loop' needs 'Host' for 'host'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after \
            construction
            """)
    }

    @Test("a service bound as the collection type and contributed to it is a conflict")
    func conflict() {
        let text = renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            // @di.into([Plugin])
            final class A: Plugin {}

            // @saber.scope(App)
            final class Plugins {
                // @saber.provider
                func all() -> [Plugin] { [] }
            }

            protocol Plugin {}
            """)
        #expect(text == """
            Test.swift:11:10: error: [duplicateBinding] '[Plugin]' is both bound in container 'AppContainer' and \
            contributed to in it; a key is either provided or collected
            Test.swift:5:4: note: '[Plugin]' element 'A' is contributed here
            note: make the binding a contribution too, or remove the contributions
            """)
    }

    @Test("a key whose type is not the dictionary's key type, or a dictionary keyed by an enum")
    func keyTypes() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            // @di.into([Int: Handler], key: "a")
            // @di.into([Route: Handler], key: 1)
            final class A: Handler {}
            """) == """
            Test.swift:5:4: error: [malformedAnnotation] '@di.into([Int: Handler], key: "a")' gives a String key to a \
            dictionary keyed by 'Int'
            note: key the dictionary by 'String' or 'Int', and write the key as a literal of that type
            Test.swift:6:4: error: [malformedAnnotation] '@di.into([Route: Handler], key: 1)' contributes to a dictionary \
            keyed by 'Route'; a generated container writes each key as its literal, so the dictionary must be keyed by \
            'String' or 'Int'
            note: key the dictionary by 'String' or 'Int', and write the key as a literal of that type
            """)
    }

    @Test("an injectOnly or failable type cannot be contributed")
    func uncontributable() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            // @saber.injectOnly
            // @di.into([Plugin])
            final class A: Plugin {}

            // @saber.scope(App)
            // @di.into([Plugin])
            final class B: Plugin {
                init?() { nil }
            }
            """) == """
            Test.swift:6:4: error: [malformedAnnotation] 'A' is injectOnly, so it cannot be contributed to '[Plugin]'
            Test.swift:10:4: error: [malformedAnnotation] 'B?' may be nil, so it cannot be contributed to '[Plugin]'
            """)
    }

    @Test("a cached service holding a collection of transient elements captures them: DIGraph's captiveDependency")
    func captiveElements() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            // @di.into([Plugin])
            final class Fresh: Plugin {}

            // @saber.scope(App)
            // @saber.cached
            final class Keeper {
                init(plugins: [Plugin]) {}
            }
            """) == """
            Test.swift:11:10: warning: [captiveDependency] singleton 'Keeper' captures transient 'Fresh' for 'plugins' for \
            the container's whole life
            note: make 'Fresh' a singleton, or depend on a provider to get a new one each time
            """)
    }

    @Test("into on a type with no scope is a warning: no container makes it")
    func intoWithoutScope() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @di.into([Plugin])
            final class Loose: Plugin {}
            """) == """
            Test.swift:4:4: warning: [misplacedAnnotation] 'Loose' has no '@saber.scope', so no container makes it and it \
            contributes nothing to '[Plugin]'
            note: add '// @saber.scope(Name)' with the scope of the container it belongs to
            """)
    }

    @Test("an async element is a located error, not a getter that cannot compile")
    func asyncElement() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            // @di.into([Plugin])
            actor Slow: Plugin {
                init() async {}
            }
            """) == """
            Test.swift:5:4: error: [asyncDependency] 'Slow' is contributed to '[Plugin]' but is made asynchronously; the \
            getter of '[Plugin]' in container 'AppContainer' is synchronous and cannot await it
            note: contribute a service that is made synchronously where the collection is read
            """)
    }
}
