/// A synthetic container holding one member of an external, so DIGraph sees it as a parent of the external's
/// container: an explicit binding in the container wins (own bindings come before parents) and two members of
/// one key are an `ambiguousBinding` (two parents provide it), both decided by the one validator.
struct ExternalMemberContainer: Hashable, Sendable {
    /// The real container whose external this is.
    var owner: String
    /// The external's stored-property name in the generated container (`userConfiguration`).
    var externalMemberName: String
    /// The property of the external (`userId`).
    var property: String

    /// The synthetic container's name, e.g. `UserContainer.userConfiguration.userId`.
    var name: String { "\(owner).\(externalMemberName).\(property)" }
}
