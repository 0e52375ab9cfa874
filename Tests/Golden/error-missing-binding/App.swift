// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.container(OtherContainer)
// @saber.scope(Other)
protocol OtherContaining {}

// @saber.scope(Other)
class Network {}

// @saber.scope(App)
class Databse {}

// @saber.scope(App)
class Service {
    // @saber.inject
    init(database: Database, network: Network) {}
}
