import DIRuntime
import DIWrappers

// An app target built with `.defaultIsolation(MainActor.self)`, as new Xcode app targets are: every type below
// is isolated to the main actor unless it says otherwise.

final class APIClient {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
}

struct Settings {
    var baseURL = "https://example.com"
}

final class ProfileViewModel {
    let api: APIClient
    var title = "Profile"
    init(api: APIClient) { self.api = api }
}

/// Made anywhere: the one type here that opts out of the main actor.
nonisolated final class Clock: Sendable {
    init() {}
}

actor Store {
    let clock: Clock
    init(clock: Clock) async {
        self.clock = clock
        await Task.yield()
    }
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class Database {
    var name = "app.sqlite"
    init() {}
}

/// The Trifork README's models, unchanged.
protocol Bread {}
struct Croissant: Bread {}
struct PainAuChocolat: Bread {}
protocol Worker {}
class MySingleton: Worker {
    static let shared = MySingleton()
    private init() {}
}
protocol Planet {}
class Earth: Planet {}

class Bakery {
    @Inject var bread: Bread
    @Inject("🥐") var bread2: Bread
}

final class ProfileScreen {
    @Inject var model: ProfileViewModel
    @LazyInject var settings: Settings
    init() {}
}
