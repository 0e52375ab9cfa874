// A Dip user writes `import DIRuntime` and expects `TagConvertible` (Dip's `DependencyTagConvertible`),
// `Diagnostic` and `DiagnosticRenderer` to come with it; they are DIGraph's, so DIRuntime re-exports it.
@_exported public import DIGraph
