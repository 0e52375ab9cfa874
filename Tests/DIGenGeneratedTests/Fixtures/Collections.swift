// Collections (issue 33): five contributions to `[GeneratedPlugin]` across a parent and a child container, each
// kept or made afresh as its service's lifetime says, and a dictionary of route handlers across the two.

protocol GeneratedPlugin: AnyObject {
    var name: String { get }
}

protocol RouteHandler {
    var route: String { get }
}

// @saber.container(PluginHostContainer)
// @saber.scope(PluginHost)
protocol PluginHostContaining {}

// @saber.container(PluginFeatureContainer)
// @saber.scope(PluginFeature)
// @saber.dependsOn(PluginHostContainer)
// @di.allowEmpty([Int: RouteHandler])
protocol PluginFeatureContaining {}

// @saber.scope(PluginHost)
// @saber.cached
// @di.into([GeneratedPlugin])
final class AnalyticsPlugin: GeneratedPlugin {
    let name = "analytics"
}

// @saber.scope(PluginHost)
// @di.into([GeneratedPlugin])
final class CrashPlugin: GeneratedPlugin {
    let name = "crash"
}

// @saber.scope(PluginHost)
// @di.into([GeneratedPlugin])
// @di.into([String: RouteHandler], key: "logs")
final class LoggingPlugin: GeneratedPlugin, RouteHandler {
    let name = "logging"
    let route = "/logs"
}

// @saber.scope(PluginHost)
final class PluginHostList {
    let plugins: [GeneratedPlugin]

    init(plugins: [GeneratedPlugin]) {
        self.plugins = plugins
    }
}

// @saber.scope(PluginFeature)
// @saber.cached
// @di.into([GeneratedPlugin])
final class FeatureFlagsPlugin: GeneratedPlugin {
    let name = "featureFlags"
}

// @saber.scope(PluginFeature)
// @di.into([GeneratedPlugin])
final class ThemePlugin: GeneratedPlugin {
    let name = "theme"
}

// @saber.scope(PluginFeature)
// @di.into([String: RouteHandler], key: "settings")
struct SettingsRoute: RouteHandler {
    let route = "/settings"
}

// @saber.scope(PluginFeature)
final class PluginRegistry {
    let plugins: [GeneratedPlugin]
    let routes: [String: RouteHandler]
    let legacyRoutes: [Int: RouteHandler]

    init(plugins: [GeneratedPlugin], routes: [String: RouteHandler], legacyRoutes: [Int: RouteHandler]) {
        self.plugins = plugins
        self.routes = routes
        self.legacyRoutes = legacyRoutes
    }
}
