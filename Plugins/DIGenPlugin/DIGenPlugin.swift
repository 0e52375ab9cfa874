import Foundation
import PackagePlugin

/// Runs `digen generate` during `swift build` for the target that applies the plugin.
///
/// SwiftPM must know a build command's outputs before it runs, so the plugin predicts them with a cheap pre-scan:
/// every `// @saber.container(Name)` (or `// @di.container(Name)`) line comment becomes `Name.saber.swift`. The
/// command lists the target's Swift sources as inputs, so SwiftPM reruns digen only when a source changes, and
/// digen's own diagnostics (`file:line:col: error: …`) fail the build with clickable locations. A `digen.yml`
/// beside the target's sources configures the generated code (Saber's keys: `accessLevel`, `indentation`,
/// `lazyTypealias`; and `memberNames`) and says the target's default isolation: a plugin cannot read a target's
/// Swift settings, so a target built with `.defaultIsolation(MainActor.self)` writes `defaultIsolation: MainActor`
/// there, and digen generates for a main-actor target (an isolation error the line would remove says so).
///
/// A container may depend on a container of a target this one imports. The plugin gives digen the Swift sources of
/// every source-module target this one depends on, directly or not (`--dependency <Target>=<file>`), read only:
/// digen validates this target's containers with theirs and generates nothing for them. Those sources are inputs
/// of the command too, so a change in a dependency's sources re-runs this target's digen, and nothing else does.
/// A target whose containers another target uses generates them `public` (`accessLevel: public` in its
/// `digen.yml`), or `package` when both targets are in one package; the plugin passes each dependency's
/// `digen.yml` path too, whether it exists or not (then the configuration is the default), so digen reports a
/// container that depends on one another target cannot see.
///
/// One rerun is SwiftPM's doing, not ours: the second build after a clean one always plans again, and planning
/// builds the tool in its own llbuild database (`plugin-tools.db`) over the same files the main build (`build.db`)
/// relinked, so both relink it once more and the command, which has the tool as an input, runs again. The command
/// line is the same in both builds; digen's stamp makes that run write nothing, so nothing is recompiled. SwiftPM
/// says so in `BuildOperation.buildPluginTools` ("FIXME: It should be possible to share database between plugin
/// tools and regular builds"); its `--build-system swiftbuild` has no such rerun. A package with nothing of ours
/// in it shows the same: `Reproductions/PluginToolRelink`.
@main
struct DIGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Saber's configuration (accessLevel, indentation, lazyTypealias), memberNames and the target's
        // defaultIsolation, when the target has a `digen.yml`.
        let configuration = target.directoryURL.appending(path: "digen.yml")
        // Every source module it depends on, directly or through others: a container of any of them may be an
        // ancestor of one here.
        let modules = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        let dependencies = modules.filter { !$0.sourceFiles(withSuffix: "swift").isEmpty }.map {
            DIGenCommand.Dependency(
                name: $0.name, sources: $0.sourceFiles(withSuffix: "swift").map(\.url),
                configuration: $0.directoryURL.appending(path: "digen.yml"))
        }
        return try DIGenCommand.commands(
            for: target.name, sources: target.sourceFiles(withSuffix: "swift").map(\.url),
            configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil,
            dependencies: dependencies,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "DIGenPluginTool").url)
    }
}

/// The one build command, for a SwiftPM target and for an Xcode app target alike.
enum DIGenCommand {
    /// A target the one being built imports: its Swift sources, which digen reads and never generates for.
    struct Dependency {
        var name: String
        var sources: [URL]
        /// Where its `digen.yml` is or would be.
        var configuration: URL?
    }

    static func commands(
        for targetName: String, sources: [URL], configuration: URL?, dependencies: [Dependency] = [],
        workDirectory: URL, tool: URL
    ) throws -> [Command] {
        let containers = try sources.flatMap(ContainerPrescan.containerNames(in:))
        guard !containers.isEmpty else { return [] }
        let output = workDirectory.appending(path: "Generated")
        let outputs = Set(containers).sorted().map { output.appending(path: "\($0).saber.swift") }
        var arguments = ["generate", "--quiet", "--out", output.path]
        if let configuration { arguments += ["--config", configuration.path] }
        var dependencyInputs: [URL] = []
        for dependency in dependencies {
            for source in dependency.sources { arguments += ["--dependency", "\(dependency.name)=\(source.path)"] }
            dependencyInputs += dependency.sources
            guard let file = dependency.configuration else { continue }
            arguments += ["--dependency", "\(dependency.name)=\(file.path)"]
            if FileManager.default.fileExists(atPath: file.path) { dependencyInputs.append(file) }
        }
        arguments += sources.map(\.path)
        return [
            .buildCommand(
                displayName: "digen: generating \(outputs.count) container(s) for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: sources + (configuration.map { [$0] } ?? []) + dependencyInputs,
                outputFiles: outputs),
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for an Xcode app target (Build Phases > Run Build Tool Plug-ins). An Xcode target has no
/// source directory of its own, so its `digen.yml` is the one among its files.
extension DIGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try DIGenCommand.commands(
            for: target.displayName,
            sources: target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url),
            configuration: files.first { $0.lastPathComponent == "digen.yml" },
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "DIGenPluginTool").url)
    }
}
#endif

/// Finds container names the way digen does, without parsing Swift: only `//` line comments count.
enum ContainerPrescan {
    static func containerNames(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains(".container(") else { return [] }
        var names: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("//") else { continue }
            let comment = trimmed.drop { $0 == "/" }.drop { $0 == " " || $0 == "\t" }
            for prefix in ["@saber.container(", "@di.container("] where comment.hasPrefix(prefix) {
                let rest = comment.dropFirst(prefix.count)
                guard let close = rest.firstIndex(of: ")") else { continue }
                let name = rest[..<close].trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { names.append(name) }
            }
        }
        return names
    }
}
