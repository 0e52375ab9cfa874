typealias AnalyticsKey = String
typealias FilePath = String

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(AnalyticsKey, FilePath)
protocol AppContaining {}

// @saber.scope(App)
class MyService {
// @saber.inject
init(analyticsKey: AnalyticsKey, filePath: FilePath) {
// ...
}
}
