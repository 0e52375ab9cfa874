// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

struct Token {}

// @saber.scope(App)
class Session {}

// @saber.scope(App)
// @saber.cached
class TokenProvider {
    // @saber.provider
    func provide(session: Session, _ secret: Secret) -> Token {
        return Token()
    }
}

// @saber.scope(App)
class Secret {}
