// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

typealias LazyInjection<T> = () -> T

// @saber.scope(App)
class Owner {
    // @saber.inject
    var pet: LazyInjection<Pet>!
}

// @saber.scope(App)
class Pet {
    // @saber.inject
    init(owner: Owner) {}
}
