// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Box<Value> {}

// @saber.scope(App)
class Loader {
    // @saber.inject
    init() throws {}
}

// @saber.scope(App)
class Fetcher {
    init() async {}
}

// @saber.scope(App)
class TokenProvider {
    // @saber.provider
    func provide() throws -> String { "" }
}
