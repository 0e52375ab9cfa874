// A Trifork user switches by changing the import to `import DIWrappers`: keys (`TagConvertible`), scopes
// (`ComponentScope`), diagnostics and the container come with it.
@_exported public import DIGraph
@_exported public import DIRuntime
