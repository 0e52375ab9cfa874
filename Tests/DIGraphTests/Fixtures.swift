import DIGraph

/// Test shorthand: a type that must parse.
func type(_ text: String) -> TypeName {
    do { return try TypeName(parsing: text) } catch { fatalError("test fixture '\(text)' is not a type: \(error)") }
}

func key(_ text: String, tag: (any TagConvertible)? = nil) -> ServiceKey { ServiceKey(type(text), tag: tag) }

func at(_ line: Int, _ column: Int = 1, file: String = "App.swift") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}

func rendered(_ graph: Graph) -> String { DiagnosticRenderer().render(graph.validate()) }
