// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}

// @saber.scope(App)
actor Inbox {
    init() async {}
}

// @saber.scope(App)
// @saber.bindTo(Mailbox)
final class Badge: Mailbox {
    init(inbox: Inbox) {}
}

protocol Mailbox {}

// @saber.scope(App)
@MainActor
final class Counter {
    init(mailbox: Mailbox) {}
}
