import DIGen
import DIGraph
import Testing

/// A target's containers validated with the targets it imports (`digen generate --dependency`): their sources
/// are read, nothing is generated for them, and what is reported is about this target, at its lines, with the
/// text the same mistake has when everything is one target.
@Suite("Generated containers across targets")
struct ImportedTargetsTests {
    static let core = InputFile(path: "Core/Core.swift", contents: """
        // @saber.container(CoreContainer)
        // @saber.scope(Core)
        public protocol CoreContaining {}

        // @saber.scope(Core)
        // @saber.cached
        public final class Logger {
            // @saber.inject
            public init() {}
        }
        """)

    static let network = InputFile(path: "Networking/Networking.swift", contents: """
        // @saber.container(NetworkContainer)
        // @saber.scope(Network)
        // @saber.dependsOn(CoreContainer)
        public protocol NetworkContaining {}

        // @saber.scope(Network)
        // @saber.cached
        public final class HTTPClient {
            // @saber.inject
            public init(logger: Logger) {}
        }
        """)

    static func feature(dependsOn parents: String, services: String = "") -> InputFile {
        InputFile(path: "Feature/Feature.swift", contents: """
            // @saber.container(FeatureContainer)
            // @saber.scope(Feature)
            // @saber.dependsOn(\(parents))
            protocol FeatureContaining {}
            \(services)
            """)
    }

    /// The Feature target with Core and Networking imported.
    static func split(_ feature: InputFile, core: InputFile = core, network: InputFile = network) -> GeneratorOutput {
        Generator.runGenerator(
            input: [feature],
            dependencies: [
                DependencyTarget(name: "Core", files: [core]), DependencyTarget(name: "Networking", files: [network]),
            ],
            configuration: GeneratorConfiguration())
    }

    /// The same three files as one target.
    static func oneTarget(_ feature: InputFile, core: InputFile = core, network: InputFile = network) -> GeneratorOutput {
        Generator.runGenerator(input: [core, network, feature], configuration: GeneratorConfiguration())
    }

    static func rendered(_ output: GeneratorOutput) -> String { DiagnosticRenderer().render(output.diagnostics) }

    @Test("a container depending on an imported one sees its ancestors' services; only this target's file is generated")
    func importedParentServicesAreVisible() {
        let output = Self.split(Self.feature(dependsOn: "NetworkContainer", services: """
            // @saber.scope(Feature)
            final class Screen {
                // @saber.inject
                init(client: HTTPClient, logger: Logger) {}
            }
            """))
        #expect(Self.rendered(output) == "", "diagnostics of a clean split")
        #expect(output.files.map(\.fileName) == ["FeatureContainer.saber.swift"], "generated files")
        let text = output.files.first?.contents ?? ""
        #expect(text.contains("import Core\nimport Networking\n"), "the imported targets' modules are imported:\n\(text)")
        #expect(
            text.contains("Screen(client: self.networkContainer.hTTPClient, logger: self.networkContainer.coreContainer.logger)"),
            "services reached through the imported parents:\n\(text)")
    }

    @Test("a missing binding in this target reads as it does in one target, its note pointing into the imported one")
    func missingBindingReadsTheSame() {
        let feature = Self.feature(dependsOn: "CoreContainer", services: """
            // @saber.scope(Feature)
            final class Screen {
                // @saber.inject
                init(client: HTTPClient, clock: Clock) {}
            }
            """)
        let split = Self.rendered(Self.split(feature))
        #expect(split == Self.rendered(Self.oneTarget(feature)), "split and one-target text")
        #expect(split == """
            Feature/Feature.swift:8:10: error: [missingBinding] 'Screen' needs 'HTTPClient' for 'client', but no binding for 'HTTPClient' is visible in container 'FeatureContainer'
            Networking/Networking.swift:8:20: note: 'HTTPClient' is bound in container 'NetworkContainer', which is not visible from 'FeatureContainer'
            Feature/Feature.swift:8:30: error: [missingBinding] 'Screen' needs 'Clock' for 'clock', but no binding for 'Clock' is visible in container 'FeatureContainer'
            """)
    }

    @Test("a key two imported parents bind reads as it does in one target")
    func ambiguityReadsTheSame() {
        let network = InputFile(path: "Networking/Networking.swift", contents: """
            // @saber.container(NetworkContainer)
            // @saber.scope(Network)
            public protocol NetworkContaining {}

            // @saber.scope(Network)
            public final class Logger {
                // @saber.inject
                public init() {}
            }
            """)
        let feature = Self.feature(dependsOn: "CoreContainer, NetworkContainer", services: """
            // @saber.scope(Feature)
            final class Screen {
                // @saber.inject
                init(logger: Logger) {}
            }
            """)
        let split = Self.rendered(Self.split(feature, network: network))
        #expect(split.contains("error: [ambiguousBinding]"), "the ambiguity is reported:\n\(split)")
        #expect(split == Self.rendered(Self.oneTarget(feature, network: network)), "split and one-target text")
    }

    @Test("a container cycle through an imported target is reported at this target's container, with the same text")
    func containerCycleMovesToThisTarget() {
        let core = InputFile(path: "Core/Core.swift", contents: """
            // @saber.container(CoreContainer)
            // @saber.scope(Core)
            // @saber.dependsOn(FeatureContainer)
            public protocol CoreContaining {}
            """)
        let feature = Self.feature(dependsOn: "CoreContainer")
        let split = Self.split(feature, core: core).diagnostics
        let one = Self.oneTarget(feature, core: core).diagnostics.filter { $0.code == .containerCycle }
        #expect(split.map(\.code) == [.containerCycle], "codes: \(split)")
        #expect(split.map(\.message) == one.map(\.message), "split and one-target messages")
        #expect(split.map(\.notes) == one.map(\.notes), "split and one-target notes")
        #expect(split.first?.location?.file == "Feature/Feature.swift", "where the cycle is reported")
    }

    @Test("a type of an imported target without a scope: the advice names the scope of that target's container")
    func scopeAdviceForAnImportedType() {
        let core = InputFile(path: "Core/Core.swift", contents: Self.core.contents.replacingOccurrences(
            of: "// @saber.scope(Core)\n// @saber.cached\npublic final class Logger", with: "public final class Logger"))
        let output = Self.split(Self.feature(dependsOn: "NetworkContainer"), core: core)
        #expect(Self.rendered(output) == "", "the missing Logger is Networking's finding, not Feature's")
        let network = Generator.runGenerator(
            input: [Self.network], dependencies: [DependencyTarget(name: "Core", files: [core])],
            configuration: GeneratorConfiguration())
        #expect(Self.rendered(network) == """
            Networking/Networking.swift:10:17: error: [missingBinding] 'HTTPClient' needs 'Logger' for 'logger', but no binding for 'Logger' is visible in container 'NetworkContainer'
            Core/Core.swift:5:20: note: 'Logger' is declared here but has no '@saber.scope'; add '// @saber.scope(Core)'
            """)
    }

    @Test("a mistake inside an imported target alone is left to its own build; this target still generates")
    func importedMistakesAreLeftToTheirBuild() {
        let network = InputFile(path: "Networking/Networking.swift", contents: Self.network.contents + """

            // @saber.scope(Network)
            public final class Cache {
                // @saber.inject
                public init(disk: Disk) {}
            }
            """)
        let output = Self.split(Self.feature(dependsOn: "NetworkContainer"), network: network)
        #expect(Self.rendered(output) == "", "diagnostics about the Feature target")
        #expect(output.files.map(\.fileName) == ["FeatureContainer.saber.swift"], "generated files")
    }

    @Test("a parent no imported target declares: the error names the targets read, what they declare, the close name")
    func unknownImportedParent() {
        let output = Self.split(Self.feature(dependsOn: "NetworkContainr"))
        #expect(Self.rendered(output) == """
            Feature/Feature.swift:4:10: error: [unknownContainer] container 'FeatureContainer' depends on 'NetworkContainr', which is not a declared container
            note: imported targets read: 'Core' declares 'CoreContainer'; 'Networking' declares 'NetworkContainer'
            note: did you mean 'NetworkContainer'?
            """)
        #expect(output.files.isEmpty, "nothing is generated")
    }

    @Test("an imported target with no container is named as such")
    func importedTargetWithoutContainers() {
        let output = Generator.runGenerator(
            input: [Self.feature(dependsOn: "CoreContainer")],
            dependencies: [DependencyTarget(name: "Utilities", files: [InputFile(path: "U/U.swift", contents: "struct U {}")])],
            configuration: GeneratorConfiguration())
        #expect(Self.rendered(output) == """
            Feature/Feature.swift:4:10: error: [unknownContainer] container 'FeatureContainer' depends on 'CoreContainer', which is not a declared container
            note: imported targets read: 'Utilities' declares no container
            """)
    }

    @Test("a container named as an imported one: the error is at this target's, naming both sites and the target")
    func containerNamedAsAnImportedOne() {
        let feature = InputFile(path: "Feature/Feature.swift", contents: """
            // @saber.container(CoreContainer)
            // @saber.scope(Feature)
            protocol FeatureContaining {}
            """)
        // The duplicate binding of the container class is the same knock-on it is in one target.
        #expect(Self.rendered(Self.split(feature)) == """
            Feature/Feature.swift:3:10: error: [duplicateBinding] 'CoreContainer' is bound twice in container 'CoreContainer'
            Core/Core.swift:3:17: note: first bound here
            note: remove one binding, or give one of them a tag
            Feature/Feature.swift:3:10: error: [duplicateContainer] container 'CoreContainer' is declared more than once
            Core/Core.swift:3:17: note: 'CoreContainer' is first declared here, in target 'Core'
            """)
    }

    @Test("two imported targets declaring one name this target depends on: the error names both sites and targets")
    func twoImportedTargetsDeclareOneName() {
        let network = InputFile(path: "Networking/Networking.swift", contents: """
            // @saber.container(CoreContainer)
            // @saber.scope(Network)
            public protocol NetworkContaining {}
            """)
        #expect(Self.rendered(Self.split(Self.feature(dependsOn: "CoreContainer"), network: network)) == """
            Feature/Feature.swift:4:10: error: [duplicateContainer] container 'CoreContainer' is declared more than once
            Core/Core.swift:3:17: note: 'CoreContainer' is declared here, in target 'Core'
            Networking/Networking.swift:3:17: note: 'CoreContainer' is declared here, in target 'Networking'
            note: 'FeatureContainer' depends on 'CoreContainer' by name; rename all but one
            """)
    }

    @Test("a service of this target whose scope is an imported container's is refused at its scope")
    func serviceJoiningAnImportedContainer() {
        let output = Self.split(Self.feature(dependsOn: "CoreContainer", services: """
            // @saber.scope(Core)
            final class Clock {
                // @saber.inject
                init() {}
            }
            """))
        #expect(Self.rendered(output) == """
            Feature/Feature.swift:5:4: error: [misplacedAnnotation] 'Clock' has scope 'Core', the scope of container 'CoreContainer' of imported target 'Core'; digen generates only this target's containers, so its services join one of them
            note: move 'Clock' to target 'Core', or give it the scope of a container of this target ('Feature')
            """)
    }

    @Test("a parent its target generates internal is refused at this target's container; public and package pass")
    func importedContainerAccessLevel() {
        func run(_ accessLevel: String?) -> String {
            let configuration = accessLevel.map { GeneratorConfiguration(accessLevel: $0) }
            return Self.rendered(Generator.runGenerator(
                input: [Self.feature(dependsOn: "CoreContainer")],
                dependencies: [DependencyTarget(name: "Core", files: [Self.core], configuration: configuration)],
                configuration: GeneratorConfiguration()))
        }
        #expect(run("internal") == """
            Feature/Feature.swift:4:10: error: [unknownContainer] container 'FeatureContainer' depends on 'CoreContainer', which target 'Core' generates 'internal', so no other target can see it
            Core/Core.swift:3:17: note: 'CoreContainer' is declared here
            note: add 'accessLevel: public' to the configuration of target 'Core' (its digen.yml), or 'package' when both targets are in one package
            """)
        for visible in ["public", "open", "package"] {
            #expect(run(visible) == "", "accessLevel \(visible)")
        }
        #expect(run(nil) == "", "a configuration not known is not checked")
    }

    @Test("without imported targets nothing changes: the same sources give the same output as before")
    func noImportedTargets() {
        let feature = Self.feature(dependsOn: "CoreContainer")
        let plain = Generator.runGenerator(input: [Self.core, feature], configuration: GeneratorConfiguration())
        let empty = Generator.runGenerator(input: [Self.core, feature], dependencies: [], configuration: GeneratorConfiguration())
        #expect(plain.files == empty.files, "generated files")
        #expect(plain.diagnostics == empty.diagnostics, "diagnostics")
    }
}
