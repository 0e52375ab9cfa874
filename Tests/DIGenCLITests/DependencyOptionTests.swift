@testable import DIGenCommandLine
import Foundation
import Testing

/// `--dependency [<target>=]<path>`: the sources of a target this one imports, read only.
@Suite("digen --dependency")
struct DependencyOptionTests {
    static let core = """
        // @saber.container(CoreContainer)
        // @saber.scope(Core)
        public protocol CoreContaining {}

        // @saber.scope(Core)
        public final class Logger {
            // @saber.inject
            public init() {}
        }
        """

    static func feature(dependsOn parent: String) -> String {
        """
        import Core

        // @saber.container(FeatureContainer)
        // @saber.scope(Feature)
        // @saber.dependsOn(\(parent))
        protocol FeatureContaining {}

        // @saber.scope(Feature)
        final class Screen {
            // @saber.inject
            init(logger: Logger) {}
        }
        """
    }

    @Test("validate with the imported target's directory: clean, counting this target's containers and files only")
    func validateWithDependency() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Core/Core.swift", Self.core)
        try directory.write("Sources/Feature/Feature.swift", Self.feature(dependsOn: "CoreContainer"))
        let run = CapturedRun([
            "validate", "--dependency", directory.path + "/Sources/Core", directory.path + "/Sources/Feature",
        ])
        #expect(run.error == "", "stderr")
        #expect(run.output == "digen: 1 container, 1 service in 1 file: no errors\n", "stdout")
        #expect(run.status == 0)
    }

    @Test("without the imported target, the same sources get the unknown container error, exit 1")
    func validateWithoutDependency() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Sources/Feature/Feature.swift", Self.feature(dependsOn: "CoreContainer"))
        let run = CapturedRun(["validate", directory.path + "/Sources/Feature"])
        #expect(run.status == 1)
        #expect(run.error.contains("error: [unknownContainer] container 'FeatureContainer' depends on 'CoreContainer'"))
    }

    @Test("a misspelt imported parent: the error at this target's line names the targets read and the close name")
    func unknownParentNamesTheTargetsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Core/Core.swift", Self.core)
        try directory.write("Feature/Feature.swift", Self.feature(dependsOn: "CoreContainr"))
        let run = CapturedRun(["validate", "--dependency", "Base=" + directory.path + "/Core", directory.path + "/Feature"])
        #expect(run.status == 1)
        #expect(run.error == """
            \(directory.path)/Feature/Feature.swift:6:10: error: [unknownContainer] container 'FeatureContainer' depends on 'CoreContainr', which is not a declared container
            note: imported targets read: 'Base' declares 'CoreContainer'
            note: did you mean 'CoreContainer'?
            \(directory.path)/Feature/Feature.swift:11:10: error: [missingBinding] 'Screen' needs 'Logger' for 'logger', but no binding for 'Logger' is visible in container 'FeatureContainer'
            \(directory.path)/Core/Core.swift:6:20: note: 'Logger' is bound in container 'CoreContainer', which is not visible from 'FeatureContainer'

            """)
    }

    @Test("generate writes only this target's container, importing the imported target's module")
    func generateWithDependency() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Core/Core.swift", Self.core)
        try directory.write("Feature/Feature.swift", Self.feature(dependsOn: "CoreContainer"))
        let arguments = [
            "generate", "--out", directory.path + "/Generated", "--dependency", directory.path + "/Core/Core.swift",
            directory.path + "/Feature",
        ]
        let run = CapturedRun(arguments)
        #expect(run.error == "digen: 1 written, 0 unchanged, 0 removed\n", "stderr")
        #expect(directory.files("Generated").filter { !$0.hasPrefix(".") } == ["FeatureContainer.saber.swift"], "generated files")
        let text = directory.read("Generated/FeatureContainer.saber.swift") ?? ""
        #expect(text.contains("rewrites this file.\nimport Core\n"), "imports:\n\(text)")
        #expect(text.contains("return Screen(logger: self.coreContainer.logger)"), "the imported parent's service:\n\(text)")
    }

    @Test("a change in an imported target's sources makes the next generate run again; none makes it skip")
    func importedSourcesAreStampInputs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Core/Core.swift", Self.core)
        try directory.write("Feature/Feature.swift", Self.feature(dependsOn: "CoreContainer"))
        let arguments = [
            "generate", "--out", directory.path + "/Generated", "--dependency", "Core=" + directory.path + "/Core",
            directory.path + "/Feature",
        ]
        #expect(CapturedRun(arguments).error == "digen: 1 written, 0 unchanged, 0 removed\n")
        #expect(CapturedRun(arguments).error == "digen: up to date, 1 unchanged\n")
        try directory.write("Core/Core.swift", Self.core.replacingOccurrences(of: "class Logger", with: "class Logger2"))
        let changed = CapturedRun(arguments)
        #expect(changed.status == 1, "the service Screen needs is gone")
        #expect(changed.error.contains("error: [missingBinding] 'Screen' needs 'Logger' for 'logger'"), "\(changed.error)")
    }

    @Test("the imported target's configuration: its directory's digen.yml, or a *.yml path (missing: the default)")
    func importedConfiguration() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Core/Core.swift", Self.core)
        try directory.write("Feature/Feature.swift", Self.feature(dependsOn: "CoreContainer"))
        let feature = directory.path + "/Feature"
        let internalError = "error: [unknownContainer] container 'FeatureContainer' depends on 'CoreContainer', which "
            + "target 'Core' generates 'internal', so no other target can see it"
        let unknown = CapturedRun(["validate", "--dependency", directory.path + "/Core", feature])
        #expect(unknown.status == 0, "a directory without digen.yml: not known, not checked\n\(unknown.error)")
        let missing = CapturedRun([
            "validate", "--dependency", directory.path + "/Core", "--dependency", "Core=" + directory.path + "/Core/digen.yml",
            feature,
        ])
        #expect(missing.status == 1)
        #expect(missing.error.contains(internalError), "a *.yml path that does not exist: the default\n\(missing.error)")
        try directory.write("Core/digen.yml", "accessLevel: public\n")
        let published = CapturedRun(["validate", "--dependency", directory.path + "/Core", feature])
        #expect(published.status == 0, "the directory's digen.yml says public\n\(published.error)")
        try directory.write("Core/digen.yml", "accessLevel: secret\n")
        let bad = CapturedRun(["validate", "--dependency", directory.path + "/Core", feature])
        #expect(bad.status == 2)
        #expect(bad.error.hasPrefix(
            "\(directory.path)/Core/digen.yml:1:14: error: bad configuration key 'accessLevel' of target 'Core': 'secret'"),
            "\(bad.error)")
    }

    @Test("--dependency spellings: <target>=<path>, a directory, a file's directory; a bad one is a usage error")
    func spellings() throws {
        for (value, target, path) in [
            ("Core=Sources/Core", "Core", "Sources/Core"), ("Sources/Core", "Core", "Sources/Core"),
            ("Sources/a=b/Core/", "Core", "Sources/a=b/Core/"),
        ] {
            let split = try DependencyCollector.split(value)
            #expect([split.target, split.path] == [target, path], "'\(value)' read as target and path")
        }
        let run = CapturedRun(["validate", "--dependency", "=Sources", "x"])
        #expect(run.status == 2)
        #expect(run.error == "error: '--dependency =Sources' needs a target name and a path: <target>=<path>\nRun 'digen --help' for usage.\n")
    }
}
