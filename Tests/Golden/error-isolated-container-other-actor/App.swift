// @saber.container(MainContainer)
// @saber.scope(Main)
@MainActor
protocol MainContaining {}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// A main-actor container cannot make a service of another actor synchronously.
// @saber.scope(Main)
@DatabaseActor
final class Database {
    init() {}
}

// Its isolation annotation must name a global actor.
// @saber.container(OtherContainer)
// @saber.scope(Other)
// @saber.isolation(MainActr)
protocol OtherContaining {}
