// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
class Owner {
    // @saber.inject
    init(pet: @escaping () -> Pet) {}
}

// @saber.scope(App)
// @saber.cached
class Pet {
    // @saber.inject
    init(owner: Owner) {}
}
