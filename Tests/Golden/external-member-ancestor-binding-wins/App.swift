typealias UserId = String

struct UserConfiguration {
    let userId: UserId
    let retries: Int
}

// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.container(UserContainer)
// @saber.scope(User)
// @saber.dependsOn(AppContainer)
// @saber.externals(UserConfiguration)
protocol UserContaining {}

// @saber.container(SessionContainer)
// @saber.scope(Session)
// @saber.dependsOn(UserContainer)
protocol SessionContaining {}

// @saber.scope(App)
class UserIdProvider {
    // @saber.provider
    func provide() -> UserId { "from the app" }
}

// @saber.scope(Session)
class Session {
    // @saber.inject
    init(userId: UserId, retries: Int) {}
}
