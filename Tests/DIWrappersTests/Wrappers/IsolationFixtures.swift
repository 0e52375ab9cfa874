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

/// Made synchronously, but needs the async `Warehouse`: a wrapper of it fails further down its graph.
final class Dock: Sendable {
    let warehouse: Warehouse
    init(warehouse: Warehouse) { self.warehouse = warehouse }
}

final class Harbor {
    @Inject var dock: Dock
    init() {}
}

enum IsolationScenarios {
    static func awaitedService() {
        Resolver.shared.container.register(Warehouse.init)
        _ = Depot()
    }

    static func awaitedFurtherDown() {
        Resolver.shared.container.register(Warehouse.init)
        Resolver.shared.register(Dock.self, dependsOn: [.on(Warehouse.self, label: "warehouse")]) {
            Dock(warehouse: try Resolver.shared.resolve())
        }
        _ = Harbor()
    }
}
