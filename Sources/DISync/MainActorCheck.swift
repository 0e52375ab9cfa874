import Dispatch
internal import CDIPlatform

/// Whether code runs on the main actor, asked at run time without trapping.
///
/// A resolve knows its caller's isolation from `#isolation`; a property wrapper and `Lazy.value` cannot (a
/// wrapper's default arguments are evaluated outside the owner's isolation), so they ask whether the caller runs
/// on the main dispatch queue, the main actor's executor: main-actor code, and the main thread outside any task,
/// where the Swift runtime too counts code as on the main actor (`MainActor.assumeIsolated`). Not "is this the
/// main thread": on Linux a worker thread may drain the main queue. Only public API: the runtime's own check is
/// not exported under a name Swift code may declare.
public enum MainActorCheck {
    /// Whether the caller runs on the main actor's queue.
    public static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker.key) != nil
    }

    /// Whether the calling thread is the process's main thread, which runs only main-actor code (the main
    /// queue, or code outside any task, which the Swift runtime counts as on the main actor): a cheaper
    /// sufficient test than ``isCurrent``, for callers that ask once per thread and keep the answer. Not a
    /// necessary one: on Linux a worker thread may drain the main queue, so a `false` here still asks
    /// ``isCurrent``.
    public static var isMainThread: Bool {
        di_is_main_thread()
    }

    /// A value only the main queue carries, set on first use.
    private static let marker: Marker = {
        let marker = Marker()
        DispatchQueue.main.setSpecific(key: marker.key, value: ())
        return marker
    }()

    private final class Marker: Sendable {
        let key = DispatchSpecificKey<Void>()
    }
}
