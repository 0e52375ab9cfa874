/// The object a wrapper is a property of, as the enclosing-instance subscript hands it over (classes only; a
/// wrapper in a struct or a local is known by its declaration's `file:line` alone). Used only to word a
/// failure, so the read path never touches a key path.
struct InjectionOwner {
    let instance: AnyObject
    /// The cell of the wrapper that failed, to find its property among the owner's.
    let cell: AnyObject

    var type: any AnyObject.Type { Swift.type(of: instance) }

    /// `bread` for the wrapper stored as `_bread`: the owner's stored property (its own or a superclass's)
    /// that holds this cell; `nil` when reflection cannot tell.
    var property: String? {
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, let wrapper = child.value as? any InjectionCellHolder,
                      wrapper.heldCell === cell else { continue }
                return label.hasPrefix("_") ? String(label.dropFirst()) : label
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `'Bakery.bread'`, or `a property of 'Bakery'`.
    var phrase: String {
        let owner = String(describing: type)
        guard let property else { return "a property of '\(owner)'" }
        return "'\(owner).\(property)'"
    }
}

/// A wrapper that may hold a ``InjectionCell``, so a failure can find which property it is.
protocol InjectionCellHolder {
    var heldCell: AnyObject? { get }
}

extension Inject: InjectionCellHolder {
    var heldCell: AnyObject? { state.cell?.storage }
}

extension LazyInject: InjectionCellHolder {
    var heldCell: AnyObject? { cell.storage }
}

extension OptionalInject: InjectionCellHolder {
    var heldCell: AnyObject? { state.cell?.storage }
}
