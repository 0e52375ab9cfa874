/// The generator, stage by stage: each stage, and the form it hands the next, named once.
///
/// ```
/// [InputFile] -parse-> ParsedModule -model-> ModuleModeler -validate-> ModelOutput -render-> GeneratorOutput
/// ```
///
/// Each form sits beside the stage that makes it: `Parse/ParsedModule/` (the parser's types; the tokens it reads
/// come from `Scan/`), `Model/` (the modeller and its drafts, with the DIGraph graph they make),
/// `Validate/ContainerPlan/` (what each container renders), and `Pipeline/` (the files). No stage touches the
/// disk: only the `digen` tool writes.
///
/// ```swift
/// let pipeline = GeneratorPipeline(configuration: GeneratorConfiguration())
/// let output = pipeline.run([InputFile(path: "App.swift", contents: text)])
/// ```
package struct GeneratorPipeline: Sendable {
    /// What the parse stage reads: the sources, in any order.
    package typealias RawInput = [InputFile]
    /// What the parse stage hands the model stage: every file's declarations and annotations, merged.
    package typealias ParsedInput = ParsedModule
    /// What the model stage hands the validate stage: containers, services and external members drafted, the
    /// DIGraph graph they make, and what the sources say wrong about them.
    package typealias ModeledInput = ModuleModeler
    /// What the validate stage hands the render stage: the graph, every diagnostic, and a plan per container
    /// (none when any diagnostic is an error).
    package typealias ValidatedOutput = ModelOutput
    /// What the render stage returns: a file per container, with the diagnostics and the graph.
    package typealias RenderedOutput = GeneratorOutput

    package let configuration: GeneratorConfiguration

    package init(configuration: GeneratorConfiguration) {
        self.configuration = configuration
    }

    /// Runs every stage.
    ///
    /// - Parameter dependencies: targets `input` imports, read only (see ``DependencyTarget``).
    package func run(_ input: RawInput, dependencies: [DependencyTarget] = []) -> RenderedOutput {
        render(validate(model(parse(input, dependencies: dependencies))))
    }

    /// Scan and parse (`Scan/`, `Parse/`): each file on its own, in parallel, after sorting by path, so the output
    /// bytes do not depend on the order of `input`; then the files merged, extension members into their types.
    /// Imported targets' files come first (by target, then path): a container declared both there and here is
    /// then reported at this target's declaration, the one its build can change.
    package func parse(_ input: RawInput, dependencies: [DependencyTarget] = []) -> ParsedInput {
        let sorted = input.sorted { $0.path < $1.path }
        let ownPaths = Set(input.map(\.path))
        var importedFiles: [InputFile] = []
        var targetByFile: [String: String] = [:]
        for target in dependencies.sorted(by: { $0.name < $1.name }) {
            // A file given twice is read once: as the target's own, else as the first target's that lists it.
            for file in target.files.sorted(by: { $0.path < $1.path })
            where !ownPaths.contains(file.path) && targetByFile[file.path] == nil {
                targetByFile[file.path] = target.name
                importedFiles.append(file)
            }
        }
        var accessLevels: [String: String] = [:]
        for target in dependencies {
            if let configuration = target.configuration { accessLevels[target.name] = configuration.accessLevel }
        }
        let names = Set(dependencies.map(\.name)).sorted()
        let imported = ImportedTargets(targetByFile: targetByFile, names: names, accessLevelByTarget: accessLevels)
        let files = ParallelMap.map(importedFiles + sorted) { DeclarationParser.parse($0.contents, path: $0.path) }
        return ParsedModule(files: files, imported: imported)
    }

    /// Model (`Model/`): Saber's semantics read into DIGraph's model; no graph rule is checked here.
    package func model(_ parsed: ParsedInput) -> ModeledInput {
        ModuleModeler.modeled(parsed, configuration: configuration)
    }

    /// Validate (`Validate/`): the parser's and the modeller's errors, DIGraph's rules, and what a generated
    /// container cannot write; the plans only when nothing is an error, so nothing renders a module that failed.
    package func validate(_ model: ModeledInput) -> ValidatedOutput {
        ModelValidator.validate(model)
    }

    /// Render (`Render/`): one file per container plan, in parallel, sorted by name as the plans are.
    package func render(_ validated: ValidatedOutput) -> RenderedOutput {
        let renderer = ContainerRenderer(configuration: configuration)
        let files = ParallelMap.map(validated.plans, minimumChunk: 4) {
            InMemoryOutputFile(fileName: $0.fileName, contents: renderer.render($0))
        }
        return GeneratorOutput(
            files: files, diagnostics: validated.diagnostics, graph: validated.graph, plans: validated.plans)
    }
}
