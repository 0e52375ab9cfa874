import Foundation
import PackagePlugin

/// Runs `digen generate` during `swift build` for the target that applies the plugin.
///
/// SwiftPM must know a build command's outputs before it runs, so the plugin predicts them with a cheap pre-scan:
/// every `// @saber.container(Name)` (or `// @di.container(Name)`) line comment becomes `Name.saber.swift`. The
/// command lists the target's Swift sources as inputs, so SwiftPM reruns digen only when a source changes, and
/// digen's own diagnostics (`file:line:col: error: …`) fail the build with clickable locations. A `digen.yml`
/// beside the target's sources configures the generated code (Saber's keys: `accessLevel`, `indentation`,
/// `lazyTypealias`).
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
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let containers = try sources.flatMap(ContainerPrescan.containerNames(in:))
        guard !containers.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let outputs = Set(containers).sorted().map { output.appending(path: "\($0).saber.swift") }
        // Saber's configuration (accessLevel, indentation, lazyTypealias), when the target has a `digen.yml`.
        let configuration = target.directoryURL.appending(path: "digen.yml")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)
        return [
            .buildCommand(
                displayName: "digen: generating \(outputs.count) container(s) for \(target.name)",
                executable: try context.tool(named: "DIGenPluginTool").url,
                arguments: ["generate", "--out", output.path]
                    + (hasConfiguration ? ["--config", configuration.path] : []) + sources.map(\.path),
                inputFiles: sources + (hasConfiguration ? [configuration] : []),
                outputFiles: outputs),
        ]
    }
}

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
