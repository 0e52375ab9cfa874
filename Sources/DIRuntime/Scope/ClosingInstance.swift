/// An instance a close took, with its place in the order of making and its actions: a reference apart, so that the
/// close can tell whether it holds the only one.
struct ClosingInstance {
    let entry: Entry
    let order: UInt
    /// The instance when it is one strong reference, moved out of its cell.
    var reference: AnyObject?
    /// The instance when it is not (`()` when it is).
    let value: Any
    let actions: [RuntimeCloseAction]

    init(_ entry: Entry, order: UInt, reference: AnyObject?, value: Any, actions: [RuntimeCloseAction]) {
        self.entry = entry
        self.order = order
        self.reference = reference
        self.value = value
        self.actions = actions
    }

    /// The instance, as the close actions take it.
    var instance: Any {
        if let reference { return reference }
        return value
    }
}
