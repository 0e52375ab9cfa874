/// A target the generated containers' target imports, given to the generator read only: its annotated sources
/// are parsed and modeled so that a container may depend on the containers they declare, but nothing is
/// generated for them and their own mistakes are left to their own build.
///
/// ```swift
/// let core = DependencyTarget(name: "Core", files: [InputFile(path: "Sources/Core/Core.swift", contents: text)])
/// let output = Generator.runGenerator(input: featureFiles, dependencies: [core], configuration: .init())
/// ```
public struct DependencyTarget: Hashable, Sendable {
    /// The target's name, as diagnostics name it (`Core`).
    public var name: String
    /// Its Swift sources; generated containers among them are skipped by the caller, as for the target's own.
    public var files: [InputFile]
    /// The configuration its own containers are generated with, when known: a container here may depend on one
    /// of them only if its `accessLevel` lets another target see it (`public`, `open`, or `package`). `nil`:
    /// not known, nothing is checked.
    public var configuration: GeneratorConfiguration?

    public init(name: String, files: [InputFile], configuration: GeneratorConfiguration? = nil) {
        self.name = name
        self.files = files
        self.configuration = configuration
    }
}
