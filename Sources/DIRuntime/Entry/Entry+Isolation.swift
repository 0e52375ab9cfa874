import DIGraph
import DISync

extension Entry {
    /// The entry's isolation as DIGraph names it.
    var graphIsolation: Isolation {
        switch configuration.isolation {
        case .nonisolated: .nonisolated
        case .mainActor: .mainActor
        case .globalActor: .globalActor(globalActorName ?? "GlobalActor")
        }
    }

    /// Throws when this resolve cannot make the entry where it runs: an async entry never synchronously, a
    /// `@MainActor` one only when the resolve runs on the main actor: its caller passed the main actor as its
    /// `#isolation` (`bootstrap`, `Lazy`, `Provider`, the async resolve's main-actor hop), or it runs on the
    /// main queue, the main actor's executor (a `resolve` call, a property wrapper: code that does not pass its
    /// `#isolation`, which its callers would pay for on every call). The main thread, known per thread, answers
    /// without asking the queue.
    @usableFromInline
    func checkIsolation(_ root: UnsafeMutablePointer<ResolutionRoot>) throws {
        if configuration.isAsync {
            throw ResolutionError.asyncDependency(self, root: root)
        }
        if configuration.isolation == .mainActor, root.pointee.executor != MainActorIdentity.value {
            guard root.pointee.isMainThread || MainActorCheck.isCurrent else {
                throw ResolutionError.isolationMismatch(self, root: root)
            }
            // Asked once per resolve: the rest of its graph is made on the same thread.
            root.pointee.executor = MainActorIdentity.value
        }
    }
}

/// The main actor's identity, compared with a resolve's `#isolation`.
enum MainActorIdentity {
    static let value = ObjectIdentifier(MainActor.shared)
}
