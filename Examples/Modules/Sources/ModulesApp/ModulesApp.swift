import Core
import Feature
import Networking

// The app target: its container depends on the feature's. Each target's container was generated in that target's
// build; `swift run` prints the profile and the log lines of the services it went through.

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.dependsOn(ProfileContainer)
protocol AppContaining {}

// @saber.scope(App)
final class ProfileScreen {
    let loader: ProfileLoader
    let logger: Logger

    // @saber.inject
    init(loader: ProfileLoader, logger: Logger) {
        self.loader = loader
        self.logger = logger
    }

    func render() -> String {
        logger.log("rendering the profile screen")
        return "Profile: \(loader.displayName())"
    }
}

@main
struct ModulesApp {
    static func main() {
        // Parents are held `unowned` by their children, as in Saber: keep each alive while the app uses it.
        let core = CoreContainer()
        let network = NetworkContainer(coreContainer: core)
        let profile = ProfileContainer(networkContainer: network)
        let app = AppContainer(profileContainer: profile)
        withExtendedLifetime((core, network, profile)) {
            print(app.profileScreen.render())
            print("one logger across the targets: \(app.profileScreen.logger === core.logger)")
        }
    }
}
