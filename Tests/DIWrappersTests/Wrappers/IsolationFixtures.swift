import DIRuntime
import DIWrappers

// Services and owners of the concurrency tests: a view model on the main actor, the screens that inject it, and
// an actor made with `await`, which no wrapper can inject.

@MainActor
final class ScreenModel {
    var title = "Profile"
    init() {}
}

@MainActor
final class ProfileScreen {
    @Inject var model: ScreenModel
    @LazyInject var lazyModel: ScreenModel
    @OptionalInject var optionalModel: ScreenModel?
    init() {}
}

actor Warehouse {
    init() async {}
}

final class Depot {
    @Inject var warehouse: Warehouse
    init() {}
}

enum IsolationScenarios {
    static func awaitedService() {
        Resolver.shared.container.register(Warehouse.init)
        _ = Depot()
    }
}
