class User {}

// @saber.scope(App)
// @saber.cached
// ^ It's cached to be reusable across the app
class Database {
    
    func user(id: String) -> User {
        return User()
    }
}
