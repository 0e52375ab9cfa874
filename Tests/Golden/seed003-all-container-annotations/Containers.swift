// @saber.container(RootContainer)
// @saber.scope(Root)
protocol RootContaining {}

// @saber.container(SessionContainer)
// @saber.scope(Session)
protocol SessionContaining {}

class Env {}
class Analytics {}

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
// @saber.dependsOn(RootContainer, SessionContainer)
// @saber.externals(Env, Analytics)
// @saber.imports(UIKit, Alamofire)
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
class Foo {
}
