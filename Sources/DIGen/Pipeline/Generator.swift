/// The pure entry point: sources in, generated files and diagnostics out; no file I/O.
///
/// ```swift
/// let output = Generator.runGenerator(input: [InputFile(path: "App.swift", contents: text)], configuration: .init())
/// for file in output.files { print(file.fileName) }
/// ```
public enum Generator {
    /// Scans, parses, models, validates (DIGraph) and renders: the stages of `GeneratorPipeline`, in order.
    ///
    /// - Parameters:
    ///   - input: the sources, in any order: they are sorted by path first, so the output bytes do not depend
    ///     on it.
    ///   - configuration: access level, indentation and lazy typealias of the generated code.
    /// - Returns: one file per container, sorted by name (none when any diagnostic is an error), and every
    ///   diagnostic, sorted.
    public static func runGenerator(input: [InputFile], configuration: GeneratorConfiguration) -> GeneratorOutput {
        GeneratorPipeline(configuration: configuration).run(input)
    }
}
