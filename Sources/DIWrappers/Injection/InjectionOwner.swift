/// The object a wrapper is a property of, as the enclosing-instance subscript learns it (classes only; a
/// wrapper in a struct or a local is known by its declaration's `file:line` alone).
@usableFromInline
struct InjectionOwner {
    let type: any AnyObject.Type
    let storage: AnyKeyPath

    @usableFromInline
    init(type: any AnyObject.Type, storage: AnyKeyPath) {
        self.type = type
        self.storage = storage
    }

    /// `bread` for the storage key path `\Bakery._bread`; `nil` when the key path does not print its name.
    var property: String? {
        let text = String(describing: storage)
        guard let dot = text.lastIndex(of: "."), !text.contains("<"), !text.contains(" ") else { return nil }
        var name = text[text.index(after: dot)...]
        if name.hasPrefix("_") { name = name.dropFirst() }
        return name.isEmpty ? nil : String(name)
    }

    /// `'Bakery.bread'`, or `a property of 'Bakery'`.
    var phrase: String {
        let owner = String(describing: type)
        guard let property else { return "a property of '\(owner)'" }
        return "'\(owner).\(property)'"
    }
}
