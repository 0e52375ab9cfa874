import Core
import DIRuntime
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
        print("generated containers, one per target:")
        generated()
        print("runtime modules, one per target:")
        do {
            try assembled()
        } catch {
            print(error)  // each problem as `file:line:col: error: …`, naming the module
        }
    }

    /// The runtime style: the app assembles the targets' modules; Profile's brings Networking's, which expects
    /// Core's services, provided here by Core's module (leave it out and bootstrap names the expectation).
    static func assembled() throws {
        let app = try Container(name: "App", modules: [CoreModule(), ProfileModule()])
        app.register(ProfileScreen.init)
        try app.bootstrap()
        let screen: ProfileScreen = try app.resolve()
        print(screen.render())
        print("one logger across the modules: \(screen.logger === (try app.resolve(Logger.self)))")
    }

    static func generated() {
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
