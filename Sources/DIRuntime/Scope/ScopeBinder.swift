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
    /// Each bound value, with its key and where it was bound, and how to bind it: as a registration in the opened
    /// container, or into the entry a recycled open of the scope has for it (``RecycledScope``).
    var values: [BoundValue] = []

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
        values.append(BoundValue(key: RuntimeKey(Value.self, tag: tagValue), type: Value.self, site: site) { container, entry in
            if let entry { entry.bindExternal(value) } else { container.registerExternal(value, tag: tagValue, site: site) }
        })
    }
}

/// One value bound by a ``ScopeBinder``. A type of its own, not a tuple: an array of tuples is destroyed through
/// their metadata, element by element.
struct BoundValue {
    let key: RuntimeKey
    let type: Any.Type
    let site: RegistrationSite
    let bind: (Container, Entry?) -> Void
}
