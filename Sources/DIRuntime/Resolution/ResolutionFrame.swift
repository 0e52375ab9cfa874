/// One step of a resolve in progress, on the stack of the call making it; the frames of a resolve link
/// child to parent, giving the resolution path and the cycle check without allocating.
@usableFromInline
struct ResolutionFrame {
    /// The entry being made (unretained: its container keeps it alive for the duration of the resolve).
    @usableFromInline let entry: Unmanaged<Entry>
    @usableFromInline let parent: UnsafeMutablePointer<ResolutionFrame>?

    @inlinable
    init(entry: Unmanaged<Entry>, parent: UnsafeMutablePointer<ResolutionFrame>?) {
        self.entry = entry
        self.parent = parent
    }
}
