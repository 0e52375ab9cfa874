// @saber.container(NetworkContainer)
// @saber.scope(Network)
// @saber.dependsOn(CoreContainer)
public protocol NetworkContaining {}

// @saber.scope(Network)
// @saber.cached
public final class HTTPClient {
    // @saber.inject
    public init(logger: Logger) {}
}

// A mistake inside Networking alone: its own build reports it, the Feature target's does not.
// @saber.scope(Network)
public final class Cache {
    // @saber.inject
    public init(disk: Disk) {}
}
