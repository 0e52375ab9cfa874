// A main-actor view model in a nonisolated container: its getter, factory and injector run on the main actor;
// the nonisolated API client is made anywhere.
// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
final class APIClient {}

// @saber.scope(App)
// @saber.cached
@MainActor
final class ViewModel {
    init(api: APIClient) {}

    // @saber.inject
    func set(formatter: Formatter) {}
}

// @saber.scope(App)
final class Formatter {
    @MainActor init() {}
}

// @saber.scope(App)
final class Router {
    @MainActor init(model: ViewModel, formatter: Formatter) {}
}

// @saber.scope(App)
@MainActor
final class Clock {
    nonisolated init() {}
}

// @saber.scope(App)
final class Screen {}

@MainActor
extension Screen {
    // @saber.provider
    func makeTitle() -> Title { Title() }
}

final class Title {}
