// Thread-safe: nonisolated and Sendable, for use from anywhere.
// @saber.container(SharedContainer)
// @saber.scope(Shared)
// @saber.threadSafe
protocol SharedContaining {}

// Main-actor isolated, as everything else in this target.
// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.dependsOn(SharedContainer)
protocol AppContaining {}

/// Containers kept in globals, readable from anywhere.
nonisolated enum Containers {
    static let shared = SharedContainer()
    static let app = AppContainer(sharedContainer: shared)
}
