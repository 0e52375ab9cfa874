// The "Container Inheritance" seed (001): `UserContainer` depends on `AppContainer`; `UserManager` gets
// `database` from the parent and `userId` from a member of the `UserConfiguration` external.

final class User {
    let id: String

    init(id: String) {
        self.id = id
    }
}

// @saber.scope(App)
// @saber.cached
// ^ It's cached to be reusable across the app
class Database {

    func user(id: String) -> User {
        return User(id: id)
    }
}

typealias UserId = String

struct UserConfiguration {

    let userId: UserId

    init(userId: UserId) {
        self.userId = userId
    }
}

// @saber.container(UserContainer)
// @saber.scope(User)
// @saber.dependsOn(AppContainer)
// @saber.externals(UserConfiguration)
// ^ HERE!
protocol UserContaining {}

// @saber.scope(User)
// @saber.cached
class UserManager {

    let currentUser: User
    let database: Database

    // @saber.inject
    // - `database` will be taken from the `AppContainer`
    // - `userId` will be taken from the `UserConfiguration` external
    init(database: Database, userId: UserId) {
        self.database = database
        self.currentUser = database.user(id: userId)
    }
}
