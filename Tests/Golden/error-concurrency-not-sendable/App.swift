// Values sent to an initializer that runs elsewhere must be known to be Sendable.
// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
protocol AppContaining {}

// @saber.scope(App)
final class Settings {}

// @saber.scope(App)
actor Store {
    init(settings: Settings) async {}
}

// @saber.scope(App)
final class Loader {
    init(settings: @escaping () -> Settings) async {}
}

// @saber.scope(App)
final class Formatter {
    @MainActor init() {}
}

// @saber.scope(App)
final class Report {
    init(formatter: Formatter) async {}
}
