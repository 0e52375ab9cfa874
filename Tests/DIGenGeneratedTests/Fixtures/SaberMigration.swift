// What Saber projects write and digen now generates unchanged: optional and implicitly unwrapped injections
// satisfied by a plain binding (and by a `bindTo`), a property injected through a setter declared in an
// extension, and a static provider method called on its type.

// @saber.container(MigrationContainer)
// @saber.scope(Migration)
protocol MigrationContaining {}

protocol Logging: AnyObject {
    func log(_ message: String)
}

// @saber.scope(Migration)
// @saber.cached
// @saber.bindTo(Logging)
final class MemoryLogger: Logging {
    private(set) var lines: [String] = []

    func log(_ message: String) { lines.append(message) }
}

// @saber.scope(Migration)
// @saber.cached
final class Network {}

// @saber.scope(Migration)
final class Clock {}

final class Tracker {
    let name: String

    init(name: String) { self.name = name }
}

// @saber.scope(Migration)
final class TrackerProvider {
    // @saber.provider
    static func provideTracker() -> Tracker { Tracker(name: "static") }
}

// @saber.scope(Migration)
final class Screen {
    let logger: (any Logging)?
    // @saber.inject
    var network: Network!
    var clock: Clock?
    /// Storage for the injected property its extension declares (an extension cannot store).
    var trackerStorage: Tracker?

    // @saber.inject
    init(logger: (any Logging)?) {
        self.logger = logger
    }

    // @saber.inject
    func set(clock: Clock?) {
        self.clock = clock
    }
}

extension Screen {
    // @saber.inject
    var tracker: Tracker {
        get { trackerStorage ?? Tracker(name: "unset") }
        set { trackerStorage = newValue }
    }
}
