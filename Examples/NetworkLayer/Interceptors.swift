// Collections (multibindings): every interceptor of a request, contributed by the app container and by a
// feature's child container, resolved as one ordered middleware chain; and deep-link handlers by path.
import DIRuntime

protocol RequestInterceptor: Sendable {
    func intercept(_ request: String) -> String
}

struct AuthInterceptor: RequestInterceptor {
    func intercept(_ request: String) -> String { request + " +auth" }
}

struct LoggingInterceptor: RequestInterceptor {
    let clock: Clock
    func intercept(_ request: String) -> String { request + " +log@\(clock.started)" }
}

struct RetryInterceptor: RequestInterceptor {
    func intercept(_ request: String) -> String { request + " +retry" }
}

protocol DeepLinkHandler: Sendable {
    var screen: String { get }
}

struct ProfileLink: DeepLinkHandler { let screen = "profile" }
struct SettingsLink: DeepLinkHandler { let screen = "settings" }

/// Sends requests through every interceptor its container sees, in order: the app's first, then the feature's.
final class RequestPipeline: Sendable {
    let interceptors: [any RequestInterceptor]
    init(interceptors: [any RequestInterceptor]) { self.interceptors = interceptors }

    func send(_ request: String) -> String {
        interceptors.reduce(request) { request, interceptor in interceptor.intercept(request) }
    }
}

enum InterceptorExample {
    static func run(app: Container) throws {
        app.register(into: [any RequestInterceptor].self) { _ in AuthInterceptor() }
        app.register(LoggingInterceptor.init, into: [any RequestInterceptor].self, scope: .singleton)
        app.register(into: [String: any DeepLinkHandler].self, key: "profile") { _ in ProfileLink() }

        let feature = Container(name: "FeatureContainer", parents: [app])
        feature.register(.unique, into: [any RequestInterceptor].self) { _ in RetryInterceptor() }
        feature.register(into: [String: any DeepLinkHandler].self, key: "settings") { _ in SettingsLink() }
        feature.register(RequestPipeline.init)
        let problems = feature.validate()
        print(problems.isEmpty ? "feature graph is sound" : DiagnosticRenderer().render(problems))
        try feature.bootstrap()

        let pipeline: RequestPipeline = try feature.resolve()
        print("GET /profile -> \(pipeline.send("GET /profile"))")
        let links: [String: any DeepLinkHandler] = try feature.resolve()
        print("deep links: \(links.keys.sorted().map { "\($0) -> \(links[$0]!.screen)" }.joined(separator: ", "))")
        // The parent sees its own contributions only.
        print("app interceptors: \(try app.resolve([any RequestInterceptor].self).count)")
    }
}
