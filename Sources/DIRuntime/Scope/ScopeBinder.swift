public import DIGraph

/// The values a scope is opened with, one per external its declaration named.
///
/// ```swift
/// let session = try sessions.open { binder in
///     binder.bind(user)
///     binder.bind(token, tag: "refresh")
/// }
/// ```
public struct ScopeBinder {
    /// Each bound value as a registration to make in the opened container, with its key and where it was bound.
    var values: [(key: RuntimeKey, type: Any.Type, site: RegistrationSite, register: (Container) -> Void)] = []

    init() {}

    /// Binds `value` to the external of type `type` (and `tag`) the scope declared.
    ///
    /// - Parameters:
    ///   - value: what the scope's registrations resolve for the external.
    ///   - type: the external's type, when `value` is of a subtype (`as User` works too).
    ///   - tag: the external's tag.
    public mutating func bind<Value>(
        _ value: Value, as type: Value.Type = Value.self, tag: (any TagConvertible)? = nil,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let site = RegistrationSite(fileID: fileID, line: line, column: column)
        let tagValue = tag?.tag
        values.append((RuntimeKey(Value.self, tag: tagValue), Value.self, site, { container in
            container.registerExternal(value, tag: tagValue, site: site)
        }))
    }
}
