// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// A nonisolated gauge needs a main-actor panel synchronously.
// @saber.scope(App)
struct Gauge {
    let panel: Panel

    init(panel: Panel) {
        self.panel = panel
    }
}

// @saber.scope(App)
// @saber.cached
@MainActor
final class Panel {}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// @saber.scope(App)
@DatabaseActor
final class Report {
    init() {}

    // @saber.inject
    func set(panel: Panel) {}
}
