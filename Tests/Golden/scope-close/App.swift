// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
protocol AppContaining {}

// @saber.container(SessionContainer)
// @saber.scope(Session)
// @saber.dependsOn(AppContainer)
// @saber.externals(User)
// @saber.threadSafe
protocol SessionContaining {}

struct User {
    let name: String
}

// @saber.scope(App)
// @saber.cached
class HTTPClient {}

// @saber.scope(Session)
// @saber.cached
// @di.onClose(disconnect)
class MessageSocket {
    // @saber.inject
    init(user: User) {}

    func disconnect() {}
}

// @saber.scope(Session)
// @saber.cached
// @di.onClose(flush)
class Payments {
    // @saber.inject
    init(http: HTTPClient, socket: MessageSocket) {}

    func flush() async {}
}

// @saber.scope(Session)
class CheckoutModel {
    // @saber.inject
    init(payments: Payments) {}
}
