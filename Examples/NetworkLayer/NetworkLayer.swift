// The runtime container in Dip's style: `swift run NetworkLayer`. Registrations with tags (Dip's named
// definitions), an auto-wired initializer, a singleton, validation that runs no factory, collections of
// contributions across a parent and a child (Interceptors.swift), and the graph as DOT.
import DIRuntime

protocol NetworkLayer: Sendable {
    var baseURL: String { get }
}

struct URLSessionNetworkLayer: NetworkLayer {
    let baseURL: String
}

enum Environment: String, TagConvertible {
    case production, development
}

final class Clock: Sendable {
    let started = "09:00"
}

final class ProfileService: Sendable {
    let network: any NetworkLayer
    let clock: Clock

    init(network: any NetworkLayer, clock: Clock) {
        self.network = network
        self.clock = clock
    }
}

@main
enum NetworkLayerExample {
    static func main() throws {
        let container = Container(name: "AppContainer")
        container.register(tag: Environment.production) { _ in
            URLSessionNetworkLayer(baseURL: "http://prod.myapi.com/api/") as any NetworkLayer
        }
        container.register(tag: Environment.development) { _ in
            URLSessionNetworkLayer(baseURL: "http://dev.myapi.com/api/") as any NetworkLayer
        }
        container.register { _ in URLSessionNetworkLayer(baseURL: "http://localhost/api/") as any NetworkLayer }
        container.register(.singleton) { _ in Clock() }
        container.register(ProfileService.init)          // auto-wired: ProfileService(network:clock:)

        // Validation sees ProfileService's two dependencies without running a factory.
        let problems = container.validate()
        print(problems.isEmpty ? "graph is sound" : DiagnosticRenderer().render(problems))
        try InterceptorExample.run(app: container)
        try container.bootstrap()

        let production = try container.resolve((any NetworkLayer).self, tag: Environment.production)
        print("production: \(production.baseURL)")
        // A tag nothing is registered under falls back to the untagged registration.
        print("staging falls back: \(try container.resolve((any NetworkLayer).self, tag: "staging").baseURL)")
        let profile: ProfileService = try container.resolve()
        print("profile service uses \(profile.network.baseURL), clock started \(profile.clock.started)")

        do {
            _ = try container.resolve(Int.self)
        } catch {
            print("resolving something unregistered says:\n\(error)")
        }
        print("\nthe graph, for `dot -Tsvg`:\n\(container.exportDOT())")
    }
}
