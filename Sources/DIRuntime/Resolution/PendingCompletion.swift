import DIGraph

/// An instance whose `onResolved` blocks wait for the rest of its graph (see ``ResolutionRoot/finishing(_:_:)``).
@usableFromInline
struct PendingCompletion {
    let entry: Entry
    let instance: Any
    /// The steps being made when the instance was made, outermost first, ending with `entry`: the path a
    /// block's error is reported with.
    let path: [Entry]
    /// The tag the instance was resolved with, which its blocks read as ``Container/resolutionTag`` (Dip's
    /// `context.tag`), so one block can serve several tagged registrations.
    let tag: Tag?
}
