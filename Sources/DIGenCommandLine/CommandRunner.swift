import DIGen
import DIGraph
import Foundation

/// Runs one digen command; returns the exit status. Standard output and error go through the given closures
/// so the commands stay testable.
package struct CommandRunner {
    var output: (String) -> Void
    var errorOutput: (String) -> Void

    package init(output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void) {
        self.output = output
        self.errorOutput = errorOutput
    }

    package func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            errorOutput(Help.overview)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "--help", "-h", "help":
                output(Help.overview)
                return 0
            case "generate": return try generate(rest)
            case "validate": return try validate(rest)
            case "graph": return try graph(rest)
            case "dump": return try dump(rest)
            case "sources": return try sources(rest)
            default:
                throw UsageError(message: "unknown command '\(command)'; commands are generate, validate, graph, dump, sources")
            }
        } catch let error as UsageError {
            errorOutput("error: \(error.message)\nRun 'digen --help' for usage.")
            return 2
        } catch let error as InputOutputError {
            errorOutput(error.rendered)
            return 2
        } catch {
            errorOutput("error: \(error)")
            return 2
        }
    }

    private func generate(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, valueOptions: ["out", "config", "dependency"], flagOptions: ["help", "quiet"])
        if parsed.flags.contains("help") { output(Help.generate); return 0 }
        guard let out = parsed.value("out") else { throw UsageError(message: "'generate' needs --out <directory>") }
        return try generate(
            sources: parsed.positionals, out: out, config: parsed.value("config"),
            quiet: parsed.flags.contains("quiet"), dependencies: DependencyCollector(parsed.values("dependency")))
    }

    private func sources(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, valueOptions: ["workDir", "from", "out", "config", "log"], flagOptions: ["help"])
        if parsed.flags.contains("help") { output(Help.sources); return 0 }
        guard let from = parsed.value("from") else { throw UsageError(message: "'sources' needs --from <directory>") }
        guard let out = parsed.value("out") else { throw UsageError(message: "'sources' needs --out <directory>") }
        func relative(_ path: String) -> String {
            guard let workDirectory = parsed.value("workDir"), !path.hasPrefix("/") else { return path }
            return workDirectory + "/" + path
        }
        let config = parsed.value("config").map { FileManager.default.fileExists(atPath: relative($0)) ? relative($0) : $0 }
        return try generate(sources: [relative(from)], out: relative(out), config: config)
    }

    /// - Parameters:
    ///   - quiet: print diagnostics only, not the summary line (the build plugin: a build that succeeds prints
    ///     nothing of its own).
    ///   - dependencies: the imported targets' sources, read only; they are inputs of the stamp too, so a change
    ///     in one regenerates.
    private func generate(
        sources: [String], out: String, config: String?, quiet: Bool = false,
        dependencies: DependencyCollector? = nil
    ) throws -> Int32 {
        guard !sources.isEmpty else { throw UsageError(message: "no sources given") }
        let (configuration, configurationText) = try loadConfiguration(config)
        // Every file but the generated containers is an input, even in --out: generating beside the sources
        // (--out naming a source directory, as Saber projects often do) once read no input at all and removed the
        // containers.
        let inputPaths = try SourceCollector.swiftFiles(in: sources)
        let dependencyPaths = try dependencies?.swiftFiles().flatMap(\.paths) ?? []
        let inputStamp = GenerationStamp.inputs(
            configuration: configurationText + (dependencies.map { "\n" + $0.stampDescription } ?? ""),
            paths: inputPaths + dependencyPaths)
        if let inputStamp, let stamp = GenerationStamp.read(in: out), stamp.inputs == inputStamp,
           GenerationStamp.describe(stamp.outputPaths) == stamp.outputs {
            if !stamp.diagnostics.isEmpty { errorOutput(stamp.diagnostics) }
            if !quiet { errorOutput("digen: up to date, \(stamp.outputPaths.count) unchanged") }
            return 0
        }
        let result = Generator.runGenerator(
            input: try SourceCollector.read(inputPaths), dependencies: try dependencies?.targets() ?? [],
            configuration: configuration)
        let diagnostics = DiagnosticRenderer().render(result.diagnostics)
        if !diagnostics.isEmpty { errorOutput(diagnostics) }
        guard !result.hasErrors else { return 1 }
        let writer = OutputWriter(directory: out)
        let summary = try writer.write(result.files)
        for path in summary.replacedSaberFiles {
            errorOutput("note: replaced \(path), which Saber generated; digen generates it from now on")
        }
        if !quiet {
            errorOutput("digen: \(summary.written.count) written, \(summary.unchanged.count) unchanged, \(summary.removed.count) removed")
        }
        let outputPaths = result.files.map { out + "/" + $0.fileName }
        if let inputStamp, let outputs = GenerationStamp.describe(outputPaths) {
            GenerationStamp(inputs: inputStamp, outputs: outputs, diagnostics: diagnostics).write(in: out)
        }
        return 0
    }

    private func validate(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valueOptions: ["config", "dependency"], flagOptions: ["help"])
        if parsed.flags.contains("help") { output(Help.validate); return 0 }
        let (result, fileCount) = try runCounting(sources: parsed.positionals, parsed: parsed)
        guard !result.hasErrors else { return 1 }
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        let services = result.plans.reduce(0) { $0 + $1.services.count }
        output("digen: \(Self.counted(result.plans.count, "container")), \(Self.counted(services, "service")) in "
            + "\(Self.counted(fileCount, "file")): no errors" + (warnings == 0 ? "" : ", \(Self.counted(warnings, "warning"))"))
        return 0
    }

    /// `1 container`, `2 containers`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func graph(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(
            arguments, valueOptions: ["format", "config", "dependency"], flagOptions: ["help"])
        if parsed.flags.contains("help") { output(Help.graph); return 0 }
        let format = parsed.value("format") ?? "dot"
        guard ["dot", "mermaid", "json"].contains(format) else {
            throw UsageError(message: "unknown graph format '\(format)'; use dot, mermaid or json")
        }
        let result = try run(sources: parsed.positionals, parsed: parsed)
        switch format {
        case "mermaid": output(result.graph.exportMermaid(lifetimeWords: .saber))
        case "json": output(result.graph.exportJSON())
        default: output(result.graph.exportDOT(lifetimeWords: .saber))
        }
        return result.hasErrors ? 1 : 0
    }

    private func dump(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valueOptions: ["config", "dependency"], flagOptions: ["help"])
        if parsed.flags.contains("help") { output(Help.dump); return 0 }
        let result = try run(sources: parsed.positionals, parsed: parsed)
        output(PlanDumper.dump(result.plans))
        return result.hasErrors ? 1 : 0
    }

    /// Reads the configuration and sources, runs the generator and prints its diagnostics to stderr.
    private func run(sources: [String], parsed: ParsedArguments) throws -> GeneratorOutput {
        try runCounting(sources: sources, parsed: parsed).result
    }

    /// Runs the pipeline on the sources (with `--config` and the `--dependency` targets read only), printing its
    /// diagnostics; also says how many of the target's own files it read.
    private func runCounting(
        sources: [String], parsed: ParsedArguments
    ) throws -> (result: GeneratorOutput, fileCount: Int) {
        guard !sources.isEmpty else { throw UsageError(message: "no sources given") }
        let dependencyCollector = try DependencyCollector(parsed.values("dependency"))
        let (configuration, _) = try loadConfiguration(parsed.value("config"))
        let inputs = try SourceCollector.collect(sources)
        let dependencies = try dependencyCollector.targets()
        let result = Generator.runGenerator(input: inputs, dependencies: dependencies, configuration: configuration)
        if !result.diagnostics.isEmpty { errorOutput(DiagnosticRenderer().render(result.diagnostics)) }
        return (result, inputs.count)
    }

    /// The configuration, and its text (for the generation stamp).
    private func loadConfiguration(_ config: String?) throws -> (GeneratorConfiguration, String) {
        guard let config else { return (GeneratorConfiguration(), "") }
        let text: String
        let name: String
        if let data = FileManager.default.contents(atPath: config) {
            text = String(decoding: data, as: UTF8.self)
            name = config
        } else if config.contains(":") {
            text = config
            name = "--config"
        } else {
            throw InputOutputError(message: "cannot read configuration file \(config)")
        }
        do {
            return (try ConfigurationParser.parse(text), text)
        } catch {
            throw InputOutputError(
                message: "bad configuration key '\(error.key)': \(error.reason)",
                location: "\(name):\(error.line):\(error.column)")
        }
    }
}
