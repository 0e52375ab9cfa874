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
    /// `@MainActor` one only when the top-level resolve was called on the main actor, or runs on the main
    /// thread (a property wrapper, `Lazy.value`: code that cannot pass its `#isolation`, but that the Swift
    /// runtime too counts as on the main actor there).
    @usableFromInline
    func checkIsolation(_ root: UnsafeMutablePointer<ResolutionRoot>) throws {
        if configuration.isAsync {
            throw ResolutionError.asyncDependency(self, root: root)
        }
        if configuration.isolation == .mainActor, root.pointee.executor != MainActorIdentity.value,
           !MainActorCheck.isCurrent {
            throw ResolutionError.isolationMismatch(self, root: root)
        }
    }
}

/// The main actor's identity, compared with a resolve's `#isolation`.
enum MainActorIdentity {
    static let value = ObjectIdentifier(MainActor.shared)
}
