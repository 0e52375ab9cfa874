package import DIGraph

/// What the parser found in one source file: its types (nested ones flattened, with dotted names), extensions,
/// file-level typealiases, and diagnostics about annotations.
///
/// **`#if` regions.** Every branch of `#if` / `#elseif` / `#else` is parsed, as if the directives were not there: a
/// declaration written in two branches appears twice. DIGen does not know the build's conditions, and an annotated
/// declaration should not vanish because of one; the back half reports duplicates where they matter.
package struct ParsedFile: Hashable, Sendable {
    /// The path given to the parser, used in every `SourceLocation`.
    package var path: String
    /// Every type, outer before inner, in source order.
    package var types: [TypeDeclaration]
    package var extensions: [ExtensionDeclaration]
    /// Typealiases at file level (member typealiases are in their type's ``Members``).
    package var typealiases: [TypealiasDeclaration]
    /// Misspelt, malformed, misplaced or unattached annotations.
    package var diagnostics: [Diagnostic]

    package init(
        path: String, types: [TypeDeclaration] = [], extensions: [ExtensionDeclaration] = [],
        typealiases: [TypealiasDeclaration] = [], diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.types = types
        self.extensions = extensions
        self.typealiases = typealiases
        self.diagnostics = diagnostics
    }
}
