protocol Plugin: AnyObject {}
protocol Handler {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
protocol AppContaining {}

// @saber.container(SessionContainer)
// @saber.scope(Session)
// @saber.dependsOn(AppContainer)
// @di.allowEmpty([Int: Handler])
protocol SessionContaining {}

// @saber.scope(App)
// @saber.cached
// @di.into([Plugin])
final class AnalyticsPlugin: Plugin {}

// @saber.scope(App)
// @di.into([Plugin])
// @di.into([String: Handler], key: "crash")
final class CrashPlugin: Plugin, Handler {}

// @saber.scope(Session)
// @di.into([Plugin])
final class SessionPlugin: Plugin {
    init(analytics: AnalyticsPlugin) {}
}

// @saber.scope(Session)
// @di.into([String: Handler], key: "deeplink")
struct DeepLinkHandler: Handler {}

// @saber.scope(Session)
final class Router {
    init(plugins: [Plugin], later: () -> [Plugin], handlers: [String: Handler], legacy: [Int: Handler]) {}
}
