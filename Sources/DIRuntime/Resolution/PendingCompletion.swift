/// An instance whose `onResolved` blocks wait for the rest of its graph (see ``ResolutionRoot/finishing(_:_:)``).
@usableFromInline
struct PendingCompletion {
    let entry: Entry
    let instance: Any
    /// The steps being made when the instance was made, outermost first, ending with `entry`: the path a
    /// block's error is reported with.
    let path: [Entry]
}
