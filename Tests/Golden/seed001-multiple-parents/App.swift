// @saber.container(NetworkContainer)
// @saber.scope(Network)
protocol NetworkContaining {}

// @saber.container(StorageContainer)
// @saber.scope(Storage)
protocol StorageContaining {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.dependsOn(NetworkContainer, StorageContainer)
protocol AppContaining {}

// @saber.scope(Network)
// @saber.cached
class HTTPClient {}

// @saber.scope(Storage)
class Store {}

// @saber.scope(App)
class Repository {
    // @saber.inject
    init(client: HTTPClient, store: Store) {}
}
