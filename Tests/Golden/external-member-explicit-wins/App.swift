typealias UserId = String

struct UserConfiguration {
    let userId: UserId
    private let secret: String
    var computed: Int { 1 }
    static let shared = 1
}

// @saber.container(UserContainer)
// @saber.scope(User)
// @saber.externals(UserConfiguration, UserId)
protocol UserContaining {}

// @saber.scope(User)
class UserManager {
    // @saber.inject
    init(userId: UserId) {}
}
