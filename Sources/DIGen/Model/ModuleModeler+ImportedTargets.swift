import DIGraph

/// Imported targets in the model: which containers are this target's, and what only a run with imported targets
/// can get wrong (their containers are read, never generated, so this target can neither add to them nor tell
/// two of them apart by name).
extension ModuleModeler {
    /// Whether a container of this target (not of an imported one) is declared at `location`.
    func isOwnContainer(at location: SourceLocation?) -> Bool {
        guard let location, !module.imported.isImported(location) else { return false }
        return containers.contains { $0.spec.location == location }
    }

    /// Whether a container draft is this target's own, so that digen generates it.
    func isOwn(_ container: ContainerDraft) -> Bool { !module.imported.isImported(container.spec.location) }

    /// A service of this target whose scope is an imported container's: the imported target's generated class is
    /// already compiled without it, so digen refuses it rather than render a parent member that does not exist.
    mutating func reportServiceJoiningImportedContainer(
        _ type: TypeDeclaration, scope: Annotation, container: String, target: String
    ) {
        let ownScopes = containers.filter(isOwn).compactMap(\.spec.scope)
        let alternative = ownScopes.isEmpty
            ? "declare a container in this target that depends on '\(container)'"
            : "give it the scope of a container of this target (\(ownScopes.map { "'\($0)'" }.joined(separator: ", ")))"
        report(Diagnostic(
            .error, .misplacedAnnotation,
            "'\(type.qualifiedName)' has scope '\(scope.scopeName ?? "")', the scope of container '\(container)' of "
                + "imported target '\(target)'; digen generates only this target's containers, so its services join "
                + "one of them",
            at: scope.location,
            suggestions: [.init("move '\(type.qualifiedName)' to target '\(target)', or \(alternative)")]))
    }

    /// A container of this target that depends on a name two imported declarations share: in Swift each is its
    /// own module's type, but `@saber.dependsOn` names a container by its name alone, so it cannot choose.
    mutating func checkImportedContainerNames() {
        let imported = module.imported
        guard !imported.isEmpty else { return }
        var importedByName: [String: [ContainerDraft]] = [:]
        var ownNames: Set<String> = []
        for container in containers {
            if imported.isImported(container.spec.location) {
                importedByName[container.spec.name, default: []].append(container)
            } else {
                ownNames.insert(container.spec.name)
            }
        }
        for container in containers where !imported.isImported(container.spec.location) {
            for parent in container.spec.parents where !ownNames.contains(parent) {
                guard let sites = importedByName[parent], sites.count > 1 else { continue }
                report(Diagnostic(
                    .error, .duplicateContainer,
                    "container '\(parent)' is declared more than once",
                    at: container.spec.location,
                    notes: sites.map { site in
                        let target = imported.target(of: site.spec.location) ?? ""
                        return .init("'\(parent)' is declared here, in target '\(target)'", at: site.spec.location)
                    },
                    suggestions: [
                        .init("'\(container.spec.name)' depends on '\(parent)' by name; rename all but one"),
                    ]))
            }
        }
    }
}
