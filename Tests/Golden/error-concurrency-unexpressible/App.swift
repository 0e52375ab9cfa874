// What the graph allows but a generated container cannot write.
// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// @saber.scope(App)
@MainActor
final class ViewModel {
    init() {}
}

// @saber.scope(App)
actor Store {
    init() async {}
}

// A plain container is not Sendable: an async service cannot await the hop to the main actor from it.
// @saber.scope(App)
final class Feed {
    init(model: ViewModel) async {}
}

// A closure cannot await.
// @saber.scope(App)
final class Loader {
    init(store: () -> Store) {}
}
