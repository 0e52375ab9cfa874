// The "External" seed (000): externals passed to `init`, typealias-distinguished constants, and `weak` /
// `unowned` / optional / force-unwrapped externals. (The seed's `weak Foo` without `?` is a diagnostic case in
// the golden tests: it cannot compile.) Container renamed from the seed's `AppContainer` to share this module.

final class CoolEventTracker {}
final class AwesomeLogger {}
final class WeakBar {}
final class UnownedBaz {}
final class UnownedQux {}

typealias AnalyticsKey = String
typealias FilePath = String

// @saber.container(ExternalsContainer)
// @saber.scope(Externals)
// @saber.externals(CoolEventTracker, AwesomeLogger, AnalyticsKey, FilePath)
// @saber.externals(weak WeakBar?, unowned UnownedBaz, unowned UnownedQux!)
protocol ExternalsContaining {}

// @saber.scope(Externals)
class MyService {

    let analyticsKey: AnalyticsKey
    let filePath: FilePath
    let tracker: CoolEventTracker

    // @saber.inject
    init(analyticsKey: AnalyticsKey, filePath: FilePath, tracker: CoolEventTracker) {
        self.analyticsKey = analyticsKey
        self.filePath = filePath
        self.tracker = tracker
    }
}
