import DIGraph

/// The message for a registration the resolver refuses: the `duplicateBinding` diagnostic DIRuntime and
/// DIGraph give for the same two registrations, plus how to allow it.
struct DuplicateRegistrationReport {
    /// The registration the container holds, as its graph shows it.
    let first: Binding
    /// The `register` call refused.
    let second: SourceSite
    /// Whether the resolver is the process-wide `Resolver.shared` of a process that runs tests: then the first
    /// registration may be another test's.
    let sharedAcrossTests: Bool

    /// Validates a graph of just the two registrations, so the wording, the key's name and the notes are
    /// exactly the validator's; no factory runs.
    func failure() -> ResolverFailure {
        var existing = first
        existing.dependencies = []
        var refused = existing
        refused.location = second.location
        let graph = Graph(containers: [ContainerSpec(name: first.container)], bindings: [existing, refused])
        var diagnostic = graph.validate().first { $0.code == .duplicateBinding }
            ?? Diagnostic(.error, .duplicateBinding, "this type and key are already registered", at: second.location)
        if sharedAcrossTests {
            diagnostic.suggestions.append(.init(
                "this process runs tests, and 'Resolver.shared' is one resolver for all of them: if another test made "
                    + "the first registration, give each test its own with the trait '.isolatedResolver' (import "
                    + "DIWrappersTesting; '@Test(.isolatedResolver)' or '@Suite(.isolatedResolver)')"))
        }
        diagnostic.suggestions.append(.init(
            "overriding a registration is off; set 'allowOverride = true' on the resolver to replace it"))
        return ResolverFailure(diagnostic: diagnostic, fileID: second.fileID, line: second.line)
    }
}
