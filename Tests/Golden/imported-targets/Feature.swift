// A container of the Feature target whose parent is declared in an imported target (Networking), and that sees
// the services of its ancestors there by Saber's rules: HTTPClient from Networking, Logger from Core.
// @saber.container(FeatureContainer)
// @saber.scope(Feature)
// @saber.dependsOn(NetworkContainer)
protocol FeatureContaining {}

// @saber.scope(Feature)
final class ProfileScreen {
    // @saber.inject
    init(client: HTTPClient, logger: Logger) {}
}
