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

    /// The same run for a target that imports other targets' containers: their sources are read, never
    /// generated, and validated together with `input`, so a container of `input` that depends on one of theirs
    /// sees its services by Saber's rules.
    ///
    /// ```swift
    /// let core = DependencyTarget(name: "Core", files: coreFiles)
    /// let output = Generator.runGenerator(input: featureFiles, dependencies: [core], configuration: .init())
    /// ```
    ///
    /// - Parameters:
    ///   - input: the target's own sources, in any order.
    ///   - dependencies: the targets it imports (directly or not), in any order.
    ///   - configuration: the target's configuration (the dependencies' own `accessLevel` is theirs to set).
    /// - Returns: one file per container of `input` (none for the dependencies'), and the diagnostics about
    ///   `input`: located in its files, or, for a cycle or a duplicate that runs through both, moved to its side.
    ///   What is wrong inside a dependency alone is left to that dependency's own run.
    public static func runGenerator(
        input: [InputFile], dependencies: [DependencyTarget], configuration: GeneratorConfiguration
    ) -> GeneratorOutput {
        GeneratorPipeline(configuration: configuration).run(input, dependencies: dependencies)
    }
}
