/// One step of a resolve in progress, on the stack of the call making it; the frames of a resolve link
/// child to parent, giving the resolution path and the cycle check without allocating.
struct ResolutionFrame {
    /// The entry being made (unretained: its container keeps it alive for the duration of the resolve).
    let entry: Unmanaged<Entry>
    let parent: UnsafeMutablePointer<ResolutionFrame>?
}
