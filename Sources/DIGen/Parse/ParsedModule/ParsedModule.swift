package import DIGraph

/// All files of a module, with each extension's members merged into the type it extends.
///
/// ```swift
/// let module = ParsedModule(files: [DeclarationParser.parse(source, path: "App.swift")])
/// module.type(named: "AppContainer")?.annotations
/// ```
package struct ParsedModule: Hashable, Sendable {
    /// Every declared type, in file order then source order. An extension of a declared type (matched by dotted
    /// name) adds its members after the type's own, and its inherited types after the type's.
    package var types: [TypeDeclaration]
    /// Extensions of types not declared in the module (`extension String`), unmerged.
    package var extensions: [ExtensionDeclaration]
    /// File-level typealiases.
    package var typealiases: [TypealiasDeclaration]
    /// Every file's diagnostics, sorted.
    package var diagnostics: [Diagnostic]
    /// Which files belong to imported targets (read only); empty for a module read on its own.
    package var imported: ImportedTargets

    private var indexByName: [String: Int]

    /// Merges parsed files.
    ///
    /// - Parameters:
    ///   - files: the module's files; the result follows their order.
    ///   - imported: which of them belong to imported targets.
    package init(files: [ParsedFile], imported: ImportedTargets = ImportedTargets()) {
        self.imported = imported
        types = files.flatMap(\.types)
        typealiases = files.flatMap(\.typealiases)
        diagnostics = files.flatMap(\.diagnostics).sorted()
        extensions = []
        indexByName = [:]
        for (index, type) in types.enumerated() where indexByName[type.qualifiedName] == nil {
            indexByName[type.qualifiedName] = index
        }
        for file in files {
            for declaration in file.extensions {
                if let index = indexByName[declaration.extendedType] {
                    types[index].members.append(contentsOf: declaration.members)
                    types[index].inheritedTypes += declaration.inheritedTypes
                } else {
                    extensions.append(declaration)
                }
            }
        }
    }

    /// The first type declared with this dotted name.
    package func type(named qualifiedName: String) -> TypeDeclaration? {
        indexByName[qualifiedName].map { types[$0] }
    }
}
