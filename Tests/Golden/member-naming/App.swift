// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

enum Outer {
    // @saber.scope(App)
    class Inner {}
}

// @saber.scope(App)
class ListProvider {
    // @saber.provider
    func provide() -> Array<Int> { [] }

    // @saber.provider
    func provideMap() -> [String: Int?] { [:] }
}

// @saber.scope(App)
class Client {
    // @saber.inject
    init(inner: Outer.Inner, list: Array<Int>, map: Dictionary<String, Int?>) {}
}
