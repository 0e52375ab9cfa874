import Core
import Networking

// A feature target two levels up: its container depends on Networking's, and so sees Core's too.

// @saber.container(ProfileContainer)
// @saber.scope(Profile)
// @saber.dependsOn(NetworkContainer)
public protocol ProfileContaining {}

// @saber.scope(Profile)
public final class ProfileLoader {
    let client: NetworkClient
    let logger: Logger

    // @saber.inject
    init(client: NetworkClient, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    public func displayName() -> String {
        let name = client.get("/profile")
        logger.log("profile loaded")
        return name
    }
}
