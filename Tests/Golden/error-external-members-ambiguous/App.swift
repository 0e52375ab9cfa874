struct Config {
    let name: String
}

struct Options {
    let name: String
    let retries: Int
}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(Config, Options)
protocol AppContaining {}

// @saber.scope(App)
class Service {
    // @saber.inject
    init(name: String, retries: Int) {}
}
