import DIGraph
import DIRuntime

/// The message for a registration the resolver refuses: the `duplicateBinding` diagnostic DIRuntime and
/// DIGraph give for the same two registrations, plus how to allow it.
struct DuplicateRegistrationReport {
    let resolverName: String
    let first: SourceSite
    let second: SourceSite

    /// Registers both sites in a scratch container that forbids overrides and validates it, so the wording,
    /// the type's name and the notes are exactly the validator's; no factory runs.
    func failure<Service>(for type: Service.Type, tag: Tag?) -> ResolverFailure {
        let scratch = Container(name: resolverName, allowsOverrides: false)
        for site in [first, second] {
            scratch.register(
                .unique, type: Service.self, tag: tag, fileID: site.fileID, line: site.line, column: site.column
            ) { _ -> Service in preconditionFailure("a scratch container is validated, never resolved") }
        }
        var diagnostic = scratch.validate().first { $0.code == .duplicateBinding }
            ?? Diagnostic(.error, .duplicateBinding, "this type and key are already registered", at: second.location)
        diagnostic.suggestions.append(.init(
            "overriding a registration is off; set 'allowOverride = true' on the resolver to replace it"))
        return ResolverFailure(diagnostic: diagnostic, fileID: second.fileID, line: second.line)
    }
}
