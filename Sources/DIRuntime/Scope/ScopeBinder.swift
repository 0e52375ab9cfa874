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
    /// Each bound value, with its key and where it was bound: as a registration in the opened container, or into
    /// the entry a recycled open of the scope has for it (``RecycledScope``).
    var values: [BoundValue] = []

    /// A binder appending to `values`, an empty buffer a recycled open kept (``RecycledScope``).
    init(values: [BoundValue]) {
        self.values = values
    }

    /// Binds `value` to the untagged external of type `type` the scope declared.
    ///
    /// - Parameters:
    ///   - value: what the scope's registrations resolve for the external.
    ///   - type: the external's type, when `value` is of a subtype (`as User` works too).
    public mutating func bind<Value>(
        _ value: Value, as type: Value.Type = Value.self,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        // An overload of its own, not a `nil` default of the tagged one's: an optional existential argument is
        // copied and destroyed through its metadata, on every open.
        append(value, tag: nil, site: RegistrationSite(fileID: fileID, line: line, column: column))
    }

    /// Binds `value` to the external of type `type` and `tag` the scope declared.
    ///
    /// - Parameters:
    ///   - value: what the scope's registrations resolve for the external.
    ///   - type: the external's type, when `value` is of a subtype (`as User` works too).
    ///   - tag: the external's tag (`nil`: the untagged external).
    public mutating func bind<Value>(
        _ value: Value, as type: Value.Type = Value.self, tag: (any TagConvertible)?,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        append(value, tag: tag?.tag, site: RegistrationSite(fileID: fileID, line: line, column: column))
    }

    private mutating func append<Value>(_ value: Value, tag tagValue: Tag?, site: RegistrationSite) {
        let key = RuntimeKey(Value.self, tag: tagValue)
        if MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size, Value.self is AnyObject.Type {
            values.append(BoundValue(
                key: key, type: Value.self, site: site, object: unsafeBitCast(value, to: AnyObject.self), bindOther: nil))
            return
        }
        values.append(BoundValue(key: key, type: Value.self, site: site, object: nil) { container, entry in
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
    /// A value that is one strong reference (an object: nearly every external), kept as that reference, so that
    /// binding it makes no closure (an allocation, and its release, on every open).
    let object: AnyObject?
    /// How to bind any other value.
    let bindOther: ((Container, Entry?) -> Void)?

    /// Binds the value at `value` into `entry`, the external's entry of a recycled open (``RecycledScope``), or
    /// as a new registration of `container` when there is none. Read in place: a bound value copied out is copied
    /// whole, which retains its key, its object and its closure.
    static func bind(_ value: UnsafePointer<BoundValue>, _ container: Container, _ entry: Entry?) {
        if let entry, let object = value.pointee.object { return entry.bindExternalObject(object) }
        value.pointee.bind(container, entry)
    }

    /// Binds the value: into `entry`, the external's entry of a recycled open (``RecycledScope``), or as a new
    /// registration of `container` when there is none.
    func bind(_ container: Container, _ entry: Entry?) {
        guard let object else { bindOther?(container, entry); return }
        guard let entry else {
            func register<Value>(as type: Value.Type) {
                container.registerExternal(unsafeBitCast(object, to: Value.self), tag: key.tag, site: site)
            }
            return _openExistential(type, do: register)
        }
        entry.bindExternalObject(object)
    }
}
