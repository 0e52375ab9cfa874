import PackagePlugin
@main struct GenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let source = (target as! SourceModuleTarget).sourceFiles(withSuffix: "swift").map(\.url)
        let out = context.pluginWorkDirectoryURL.appending(path: "Generated.swift")
        return [.buildCommand(displayName: "gen", executable: try context.tool(named: "Gen").url,
                              arguments: [out.path], inputFiles: source, outputFiles: [out])]
    }
}
