// @saber.container(AppContainer)
// @saber.scope(App)
// @di.allowEmpty([Plugin], [String: Handler], Array<Int>)
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
// @di.into([Plugin])
// @di.into([String: Handler], key: "deep, (link)")
// @di.into([Int: Handler], key: -3)
// @di.into([Plugin], key: "x")
// @di.into([String: Handler])
// @di.into([String: Handler], key: "a\"b")
// @di.into([(A) -> B])
// @di.into(Dictionary<String, [Plugin]>, key: "nested")
final class AnalyticsPlugin: Plugin, Handler {}
