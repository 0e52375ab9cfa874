/// The pure entry point: sources in, generated files and diagnostics out; no file I/O.
///
/// ```swift
/// let output = Generator.runGenerator(input: [InputFile(path: "App.swift", contents: text)], configuration: .init())
/// for file in output.files { print(file.fileName) }
/// ```
public enum Generator {
    /// Scans, parses, models, validates (DIGraph) and renders.
    ///
    /// - Parameters:
    ///   - input: the sources, in any order: they are sorted by path first, so the output bytes do not depend
    ///     on it.
    ///   - configuration: access level, indentation and lazy typealias of the generated code.
    /// - Returns: one file per container, sorted by name (none when any diagnostic is an error), and every
    ///   diagnostic, sorted.
    public static func runGenerator(input: [InputFile], configuration: GeneratorConfiguration) -> GeneratorOutput {
        let sorted = input.sorted { $0.path < $1.path }
        let files = ParallelMap.map(sorted) { DeclarationParser.parse($0.contents, path: $0.path) }
        let model = ModuleModeler.modeled(ParsedModule(files: files), configuration: configuration)
        // No plans when any diagnostic is an error, so nothing below renders a module that failed validation.
        let validated = ModelValidator.validate(model)
        let renderer = ContainerRenderer(configuration: configuration)
        let outputs = ParallelMap.map(validated.plans, minimumChunk: 4) {
            InMemoryOutputFile(fileName: $0.fileName, contents: renderer.render($0))
        }
        return GeneratorOutput(
            files: outputs, diagnostics: validated.diagnostics, graph: validated.graph, plans: validated.plans)
    }
}
