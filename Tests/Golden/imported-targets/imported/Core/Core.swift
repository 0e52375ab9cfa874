// @saber.container(CoreContainer)
// @saber.scope(Core)
public protocol CoreContaining {}

// @saber.scope(Core)
// @saber.cached
public final class Logger {
    // @saber.inject
    public init() {}
}
