typealias UserId = String

struct UserConfiguration {
    
    let userId: UserId
    
    init(userId: UserId) {
        self.userId = userId
    }
}

// @saber.scope(User)
// @saber.cached
class UserManager {
    
    let currentUser: User
    
    // @saber.inject
    // - `database` will be taken from the `AppContainer`
    // - `userId` will be taken from the `UserConfiguration` external
    init(database: Database, userId: UserId) {
        self.currentUser = database.user(id: userId)
    }
}
