import DIGraph

/// The findings a target's default isolation decides, and the note that names the configuration line.
///
/// In a target built with `.defaultIsolation(MainActor.self)`, every type that says nothing is main-actor isolated,
/// and so `Sendable`; digen reads that only from `defaultIsolation: MainActor` in the configuration, since a build
/// plugin cannot read a target's Swift settings. Without the line, such a target gets `isolationMismatch` errors its
/// compiler would not make ("'Clock' is not known to be Sendable"), and the fixes they suggest are the wrong ones.
///
/// Which findings those are is decided by the model itself, not guessed from their words: `ModelValidator` models
/// and validates the same sources once more with a main-actor default (same services, same containers; see
/// `ModuleModeler.keepsUnmakeableServices`), and an `isolationMismatch` error that run does not report at the
/// same place gets ``note``, first among its suggestions. Only `isolationMismatch` can depend on the default:
/// whether a service is made with `await` (`asyncDependency`) and every other rule read no isolation.
///
/// ```
/// App.swift:15:10: error: [isolationMismatch] 'Scheduler' is made in its own actor, so 'Clock' for 'clock' is sent
///     there, but 'Clock' is not known to be Sendable
/// note: if this target builds with '.defaultIsolation(MainActor.self)', add 'defaultIsolation: MainActor' to its
///     digen.yml (or --config file), and this is no error: a build plugin cannot read Swift settings
/// note: declare 'Clock' 'Sendable' (or make it an actor, or isolate it to a global actor), so it can be sent
/// ```
enum DefaultIsolationAdvice {
    static let note = Diagnostic.Note(
        "if this target builds with '.defaultIsolation(MainActor.self)', add 'defaultIsolation: MainActor' to its "
            + "digen.yml (or --config file), and this is no error: a build plugin cannot read Swift settings")

    /// Whether the default isolation could decide this diagnostic: an `isolationMismatch` error.
    static func applies(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.code == .isolationMismatch
    }

    /// `diagnostics`, where each one that ``applies`` and that `underMainActor` (the same sources modeled with a
    /// main-actor default) does not report with the same code at the same location carries ``note`` first.
    ///
    /// - Complexity: O(n + m) for n diagnostics and m under the main-actor default.
    static func noted(_ diagnostics: [Diagnostic], underMainActor: [Diagnostic]) -> [Diagnostic] {
        let persisting = Set(underMainActor.filter(applies).map(\.location))
        return diagnostics.map { diagnostic in
            guard applies(diagnostic), !persisting.contains(diagnostic.location) else { return diagnostic }
            var noted = diagnostic
            noted.suggestions.insert(note, at: 0)
            return noted
        }
    }
}
