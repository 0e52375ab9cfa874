// A signed-in session as a generated scope: a container with an external, opened by its initializer, whose cached
// services have close methods (`@di.onClose`) that its generated `close()` runs newest first.
import Foundation

/// What the close methods did, in order.
final class SessionLog: @unchecked Sendable {
    // @unchecked: `events` is only touched while `lock` is held.
    private let lock = NSLock()
    private var events: [String] = []

    func record(_ event: String) {
        lock.lock()
        defer { lock.unlock() }
        events.append(event)
    }

    var recorded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }
}

struct Account {
    let name: String
    let log: SessionLog
}

// @saber.container(AccountContainer)
// @saber.scope(Account)
// @saber.threadSafe
protocol AccountContaining {}

// @saber.container(SignedInContainer)
// @saber.scope(SignedIn)
// @saber.dependsOn(AccountContainer)
// @saber.externals(Account)
// @saber.threadSafe
protocol SignedInContaining {}

// @saber.scope(Account)
// @saber.cached
final class AccountHTTP {}

// @saber.scope(SignedIn)
// @saber.cached
// @di.onClose(disconnect)
final class AccountSocket {
    let account: Account

    // @saber.inject
    init(account: Account) {
        self.account = account
    }

    func disconnect() { account.log.record("disconnect \(account.name)") }
}

// @saber.scope(SignedIn)
// @saber.cached
// @di.onClose(flush)
final class AccountPayments {
    let http: AccountHTTP
    let socket: AccountSocket

    // @saber.inject
    init(http: AccountHTTP, socket: AccountSocket) {
        self.http = http
        self.socket = socket
    }

    func flush() async { socket.account.log.record("flush \(socket.account.name)") }
}
