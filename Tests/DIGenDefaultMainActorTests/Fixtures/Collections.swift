// Collections in a default-main-actor target: the main-actor container's collection of main-actor elements (every
// type here is main-actor isolated unless it says otherwise), its parent's nonisolated elements first.

protocol Tab: AnyObject {
    var title: String { get }
}

// @saber.scope(Shared)
// @saber.cached
// @di.into([Tab])
nonisolated final class HomeTab: Tab, Sendable {
    let title = "home"
}

// @saber.scope(App)
// @di.into([Tab])
final class ProfileTab: Tab {
    let title = "profile"
}

// @saber.scope(App)
// @saber.cached
// @di.into([Tab])
final class SettingsTab: Tab {
    let title = "settings"
}

// @saber.scope(App)
final class TabBar {
    let tabs: [Tab]

    init(tabs: [Tab]) {
        self.tabs = tabs
    }
}
