// `@saber.isolation(MainActor)` isolates a container whose protocol says nothing (a Saber protocol left as it
// is); its child container, nonisolated, awaits nothing it cannot.
// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.isolation(MainActor)
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
final class Settings {}

// @saber.scope(App)
@MainActor
final class ViewModel {
    init(settings: Settings) {}
}
