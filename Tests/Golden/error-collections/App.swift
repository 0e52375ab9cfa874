protocol Plugin: AnyObject {}
protocol Handler {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @di.allowEmpty(Plugin)
protocol AppContaining {}

// @saber.container(FeatureContainer)
// @saber.scope(Feature)
// @saber.dependsOn(AppContainer)
protocol FeatureContaining {}

// @saber.scope(App)
// @di.into([String: Handler], key: "deeplink")
// @di.into([String: Handler])
// @di.into([Plugin], key: 1)
final class AppLink: Handler {}

// @saber.scope(Feature)
// @di.into([String: Handler], key: "deeplink")
// @di.into(Handler)
final class FeatureLink: Handler {}

// @saber.scope(App)
final class Host {
    init(plugins: [Plugin]) {}
}

// @saber.scope(Feature)
// @di.into([Plugin])
final class FeaturePlugin: Plugin {}
