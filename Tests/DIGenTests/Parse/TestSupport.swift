import DIGen
import DIGraph

/// Parses `source` as `Test.swift`.
func parse(_ source: String) -> ParsedFile {
    DeclarationParser.parse(source, path: "Test.swift")
}

/// `Test.swift:line:column`.
func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "Test.swift", line: line, column: column)
}

/// A type from text known to be valid.
func type(_ text: String) -> TypeName {
    try! TypeName(parsing: text)
}

/// Every diagnostic rendered, one line each.
func rendered(_ file: ParsedFile) -> String {
    DiagnosticRenderer().render(file.diagnostics.sorted())
}
