// Why: a `@MainActor` factory or initializer is stored in an entry whose `make` every resolve calls, from code
// the compiler cannot prove runs on the main actor, so it must be stored as a function without that isolation.
// Why sound: a synchronous function's calling convention does not depend on its isolation, so the cast changes
// the type only; and an entry made from it is marked main-actor, so a resolve calls it only after
// `Entry.checkIsolation` (`Entry+Isolation.swift`) finds the resolve on the main actor, and throws
// `isolationMismatch` anywhere else.
// Pinned by: `MainActorRegistrationTests`: `resolvingAMainActorServiceOffTheMainActorThrowsIsolationMismatch` (a
// factory) and `aMainActorInitializerResolvedOffTheMainActorIsRefusedNotCalled` (a fixed-arity and a pack
// initializer).

/// `function`, a `@MainActor` function (or the wrapper of one), as `type`: the same function without its
/// isolation. Only for an entry registered as main-actor, which a resolve calls on the main actor only.
@usableFromInline @_transparent
func unsafeNonisolated<Isolated, Nonisolated>(_ function: Isolated, to type: Nonisolated.Type) -> Nonisolated {
    unsafeBitCast(function, to: type)
}

extension VariadicFunction {
    /// `function`, callable without the compiler's main-actor check: only for an entry that a resolve calls on
    /// the main actor (``Entry/checkIsolation(_:)``). A synchronous function's calling convention does not
    /// depend on its isolation, so the two wrappers have one layout.
    @inlinable
    init(assumingMainActor function: MainActorVariadicFunction<Result, repeat each Parameter>) {
        self = unsafeNonisolated(function, to: VariadicFunction.self)
    }
}
