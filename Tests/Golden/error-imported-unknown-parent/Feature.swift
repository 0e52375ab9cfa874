// A parent no imported target declares: the error names the targets read and what they declare.
// @saber.container(FeatureContainer)
// @saber.scope(Feature)
// @saber.dependsOn(NetworkContainr)
protocol FeatureContaining {}

// A service here whose scope is an imported container's: Networking's class is generated without it.
// @saber.scope(Network)
final class Reachability {
    // @saber.inject
    init() {}
}
