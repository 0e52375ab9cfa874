// The bottom target: what every other target needs. Its container is generated public (see digen.yml), because
// NetworkContainer, in another target, depends on it.

// @saber.container(CoreContainer)
// @saber.scope(Core)
public protocol CoreContaining {}

// @saber.scope(Core)
// @saber.cached
public final class Logger {
    private(set) var lines: [String] = []

    public func log(_ line: String) {
        lines.append(line)
        print("[log \(lines.count)] \(line)")
    }
}

// @saber.scope(Core)
// @saber.cached
public final class Settings {
    public let baseURL = "https://example.com/api"
}
