// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
@MainActor
final class Dashboard {
    init() {}
}

// @saber.scope(App)
final class Widget {
    init(dashboard: Dashboard) {}
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// @saber.scope(App)
@DatabaseActor
final class Report {
    init() {}

    // @saber.inject
    func set(dashboard: Dashboard) {}
}
