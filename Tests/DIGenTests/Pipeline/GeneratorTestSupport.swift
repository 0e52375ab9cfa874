import DIGen
import DIGraph

/// Runs the whole pipeline on one file named `Test.swift`.
func generate(_ source: String, configuration: GeneratorConfiguration = GeneratorConfiguration()) -> GeneratorOutput {
    Generator.runGenerator(input: [InputFile(path: "Test.swift", contents: source)], configuration: configuration)
}

/// The one generated file's text, or every diagnostic when there is none.
func generatedText(_ source: String, configuration: GeneratorConfiguration = GeneratorConfiguration()) -> String {
    let output = generate(source, configuration: configuration)
    guard output.files.count == 1 else { return DiagnosticRenderer().render(output.diagnostics) }
    return output.files[0].contents
}

/// Every diagnostic of a run, rendered.
func renderedDiagnostics(_ source: String) -> String {
    DiagnosticRenderer().render(generate(source).diagnostics)
}

let appContainerSource = """
    // @saber.container(AppContainer)
    // @saber.scope(App)
    protocol AppContaining {}

    """
