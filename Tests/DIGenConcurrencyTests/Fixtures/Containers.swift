// Thread-safe: Sendable, so it can be kept in a global and shared by tasks.
// @saber.container(SharedContainer)
// @saber.scope(Shared)
// @saber.threadSafe
protocol SharedContaining {}

// Isolated to the main actor by its protocol: no lock, Sendable, members on the main actor.
// @saber.container(MainContainer)
// @saber.scope(Main)
// @saber.dependsOn(SharedContainer)
@MainActor
protocol MainContaining {}

// Saber's plain container, isolated by annotation.
// @saber.container(PlainContainer)
// @saber.scope(Plain)
// @saber.dependsOn(SharedContainer)
// @saber.isolation(MainActor)
protocol PlainContaining {}

/// Containers kept in globals.
enum Containers {
    static let shared = SharedContainer()
    static let main = MainContainer(sharedContainer: shared)
}
