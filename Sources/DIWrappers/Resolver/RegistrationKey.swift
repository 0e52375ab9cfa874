import DIGraph

/// A type and an optional key, as a resolver tells its registrations apart.
struct RegistrationKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let tag: Tag?

    init(_ type: Any.Type, tag: Tag?) {
        self.type = ObjectIdentifier(type)
        self.tag = tag
    }
}
