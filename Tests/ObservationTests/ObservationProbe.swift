import DISync
import Observation

/// Whether `withObservationTracking` reports a change to what `read` reads while `change` runs.
///
/// `onChange` runs once, synchronously, as the first change to something `read` read begins, so one flag is enough.
@MainActor
func observationFires(reading read: () -> Void, during change: () -> Void) -> Bool {
    // `onChange` is `@Sendable`: the flag it raises is behind the package's lock.
    let fired = Locked(false)
    withObservationTracking(read, onChange: { fired.withLock { $0 = true } })
    change()
    return fired.withLock { $0 }
}

/// What the tests' `ProfileAPI` answers: a name per user.
struct StubProfileAPI: ProfileAPI {
    func displayName(for userID: Int) -> String { userID == 1 ? "Ada" : "Grace" }
}
