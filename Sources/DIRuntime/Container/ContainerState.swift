/// What a container has registered, behind its mutex.
@usableFromInline
struct ContainerState {
    /// Every key, including forwarded ones (`implements`), to the entry that provides it.
    var entries: [RuntimeKey: Entry] = [:]
    /// Registrations refused because the container forbids overrides; ``Container/validate()`` reports them
    /// as `duplicateBinding`, and resolving their key throws that diagnostic.
    var refused: [Entry] = []
    /// Set by ``Container/bootstrap()``; registering after it is a programming error.
    var plan: ResolutionPlan?

    /// The distinct entries, each once, refused ones last.
    var distinctEntries: [Entry] {
        var seen: Set<ObjectIdentifier> = []
        var result: [Entry] = []
        for entry in entries.values where seen.insert(ObjectIdentifier(entry)).inserted { result.append(entry) }
        result.sort { $0.configuration.site.isBefore($1.configuration.site) }
        return result + refused
    }
}

extension RegistrationSite {
    /// Registration order within a file, for a stable graph.
    func isBefore(_ other: RegistrationSite) -> Bool {
        let file = fileID.description
        let otherFile = other.fileID.description
        if file != otherFile { return file < otherFile }
        if line != other.line { return line < other.line }
        return column < other.column
    }
}
