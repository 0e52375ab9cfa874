import DIGraph

/// Imported targets in the model: which containers are this target's, and what only a run with imported targets
/// can get wrong (their containers are read, never generated, so this target can neither add to them nor tell
/// two of them apart by name).
extension ModuleModeler {
    /// Whether a container of this target declared at `location` depends on a name no container read has.
    func hasUndeclaredParent(at location: SourceLocation?) -> Bool {
        guard let location, !module.imported.isImported(location),
              let container = containers.first(where: { $0.spec.location == location }) else { return false }
        return container.spec.parents.contains { parent in !containers.contains { $0.spec.name == parent } }
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

    /// Access levels another target can see a generated container at.
    private static let visibleAccessLevels: Set<String> = ["public", "open", "package"]

    /// A container of this target that depends on an imported container its target generates `internal` (or
    /// less): the generated parent would name a class this module cannot see. Checked where the imported
    /// target's configuration is known.
    mutating func checkImportedContainerAccess() {
        let imported = module.imported
        guard !imported.accessLevelByTarget.isEmpty else { return }
        let ownNames = Set(containers.filter(isOwn).map(\.spec.name))
        let importedByName = Dictionary(
            containers.filter { !isOwn($0) }.map { ($0.spec.name, $0) }, uniquingKeysWith: { first, _ in first })
        for container in containers where isOwn(container) {
            for parent in container.spec.parents where !ownNames.contains(parent) {
                guard let declaration = importedByName[parent],
                      let target = imported.target(of: declaration.spec.location),
                      let accessLevel = imported.accessLevelByTarget[target],
                      !Self.visibleAccessLevels.contains(accessLevel) else { continue }
                report(Diagnostic(
                    .error, .unknownContainer,
                    "container '\(container.spec.name)' depends on '\(parent)', which target '\(target)' generates "
                        + "'\(accessLevel)', so no other target can see it",
                    at: container.spec.location,
                    notes: [.init("'\(parent)' is declared here", at: declaration.spec.location)],
                    suggestions: [.init("add 'accessLevel: public' to the configuration of target '\(target)' (its "
                        + "digen.yml), or 'package' when both targets are in one package")]))
            }
        }
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
