import DISync
@testable import DIRuntime

/// What close actions did, in order, shared by the instances of one test.
final class CloseLog: Sendable {
    private let events = Locked<[String]>([])

    func record(_ event: String) { events.withLock { $0.append(event) } }

    var recorded: [String] { events.withLock { $0 } }
}

struct SignedInUser: Sendable, Equatable {
    let name: String
}

protocol SessionHTTP: Sendable {}
final class LiveSessionHTTP: SessionHTTP {}

/// A session service that depends on the app's HTTP client and the session's user.
final class SessionPayments: Sendable {
    let http: any SessionHTTP
    let user: SignedInUser
    let log: CloseLog

    init(http: any SessionHTTP, user: SignedInUser, log: CloseLog) {
        self.http = http
        self.user = user
        self.log = log
    }

    func flush() async { log.record("flush payments of \(user.name)") }
}

final class SessionCart: Sendable {
    let payments: SessionPayments
    init(payments: SessionPayments) { self.payments = payments }
}

final class SessionFeed: Sendable {}

struct CloseFailure: Error, CustomStringConvertible {
    let description: String
}
