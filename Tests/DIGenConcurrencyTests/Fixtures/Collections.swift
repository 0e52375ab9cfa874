// Collections under Swift 6 concurrency: the thread-safe container's elements read from many tasks at once, and
// the main-actor child's collection holding its parent's elements first, then its own main-actor one.

protocol Middleware: Sendable {
    var name: String { get }
}

// @saber.scope(Shared)
// @saber.cached
// @di.into([Middleware])
final class LoggingMiddleware: Middleware {
    let name = "logging"
}

// @saber.scope(Shared)
// @di.into([Middleware])
// @di.into([String: Middleware], key: "retry")
final class RetryMiddleware: Middleware {
    let name = "retry"
}

// @saber.scope(Main)
// @di.into([Middleware])
@MainActor
final class BannerMiddleware: Middleware {
    nonisolated let name = "banner"
}

/// Made on the main actor with every middleware the main-actor container sees.
// @saber.scope(Main)
@MainActor
final class Pipeline {
    let middlewares: [Middleware]

    init(middlewares: [Middleware]) {
        self.middlewares = middlewares
    }
}
