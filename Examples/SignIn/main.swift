// A signed-in session as a scope: declared once and validated with the app at launch, opened at sign-in with the
// user, closed at sign-out with its services disposed newest first, and opened again for the next user.
//
//     swift run SignIn
import DIRuntime

struct User: Sendable {
    let name: String
}

protocol HTTPClient: Sendable {
    func send(_ request: String) -> String
}

final class LiveHTTP: HTTPClient {
    func send(_ request: String) -> String { "200 OK \(request)" }
}

/// Holds the session's open socket; closing the session closes it.
final class MessageSocket: Sendable {
    let user: User
    init(user: User) { self.user = user }
    func disconnect() { print("  disconnect the message socket of \(user.name)") }
}

/// Queues payments and flushes them before the session ends.
final class Payments: Sendable {
    let http: any HTTPClient
    let user: User
    init(http: any HTTPClient, user: User) {
        self.http = http
        self.user = user
    }
    func pay(_ amount: Int) -> String { http.send("pay \(amount) for \(user.name)") }
    func flush() async { print("  flush the payments of \(user.name)") }
}

/// A screen's model: made per request, it keeps what it was given.
final class CheckoutModel: Sendable {
    let payments: Payments
    let socket: MessageSocket
    init(payments: Payments, socket: MessageSocket) {
        self.payments = payments
        self.socket = socket
    }
}

let app = Container(name: "App")
app.register(.singleton) { _ in LiveHTTP() as any HTTPClient }
let sessions = app.scope("Session") { session in
    session.external(User.self)
    session.register(MessageSocket.init, scope: .singleton)
        .onClose { socket in socket.disconnect() }
    session.register(Payments.init, scope: .singleton)
        .onClose { payments in await payments.flush() }
    session.register(CheckoutModel.init, scope: .unique)
}
// Validates the app and the Session scope before anyone signs in.
try app.bootstrap()

print("sign in: ada")
let ada = try sessions.open { $0.bind(User(name: "ada")) }
// A screen that is never dismissed keeps the payments it was shown with: the close reports it.
var forgottenPayments: Payments?
do {
    let checkout: CheckoutModel = try ada.resolve()
    print("  \(checkout.payments.pay(12))")
    forgottenPayments = checkout.payments
}

print("sign out: ada (the session closes its services newest first)")
let leaks = try await ada.close()
for leak in leaks { print(leak) }

print("a request after sign-out:")
do {
    _ = try ada.resolve() as Payments
} catch {
    print(error)
}

print("sign in: grace")
let grace = try sessions.open { $0.bind(User(name: "grace")) }
let payments: Payments = try grace.resolve()
print("  \(payments.pay(30)); same payments as ada's: \(payments === forgottenPayments)")
print("sign out: grace")
_ = try await grace.close()
