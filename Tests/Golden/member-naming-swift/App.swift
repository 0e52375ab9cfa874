// @saber.container(APIContainer)
// @saber.scope(API)
// @saber.externals(APIKey)
protocol APIContaining {}

// @saber.container(UIContainer)
// @saber.scope(UI)
// @saber.dependsOn(APIContainer)
protocol UIContaining {}

typealias APIKey = String

// @saber.scope(API)
// @saber.cached
final class URLSessionClient {}

// @saber.scope(API)
final class APIClient {
    init(session: URLSessionClient, key: APIKey) {}
}

// @saber.scope(UI)
final class HTTPURLResponseCache {}

// @saber.scope(UI)
final class ViewModel {
    init(api: APIClient, cache: HTTPURLResponseCache) {}
}
