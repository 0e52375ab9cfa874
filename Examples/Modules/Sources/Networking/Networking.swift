import Core

// A container whose parent is declared in the Core target: its services see Core's, by Saber's rules.

// @saber.container(NetworkContainer)
// @saber.scope(Network)
// @saber.dependsOn(CoreContainer)
public protocol NetworkContaining {}

// @saber.scope(Network)
// @saber.cached
public final class NetworkClient {
    let settings: Settings
    let logger: Logger

    // @saber.inject
    init(settings: Settings, logger: Logger) {
        self.settings = settings
        self.logger = logger
    }

    public func get(_ path: String) -> String {
        logger.log("GET \(settings.baseURL)\(path)")
        return "Ada Lovelace"
    }
}
