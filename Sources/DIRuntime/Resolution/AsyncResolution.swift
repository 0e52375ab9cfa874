import DIGraph
import DISync

/// One top-level `resolveAsync` and everything it makes: the path for cycles and errors, and the `shared`
/// instances of its graph.
///
/// A synchronous resolve keeps this in a thread-local root, but an async one may move between threads at every
/// `await`, so it is passed along instead: as an argument through auto-wired initializers, and as a task-local
/// (``current``) into a factory, whose own `resolveAsync` calls join it.
@usableFromInline
struct AsyncResolution: Sendable {
    /// The entries being made, outermost first.
    let path: [Entry]
    /// The instances of `shared` entries this graph made, also handed to its synchronous parts.
    let shared: SharedInstances

    /// The resolution a factory's own `resolveAsync` joins.
    @TaskLocal static var current: AsyncResolution?

    /// A new top-level resolution.
    init() {
        path = []
        shared = SharedInstances()
    }

    private init(path: [Entry], shared: SharedInstances) {
        self.path = path
        self.shared = shared
    }

    /// This resolution with `entry` being made inside it.
    func pushing(_ entry: Entry) -> AsyncResolution {
        AsyncResolution(path: path + [entry], shared: shared)
    }

    /// Throws `dependencyCycle` when `entry` is already being made further up.
    func checkCycle(closingAt entry: Entry) throws {
        guard path.contains(where: { $0 === entry }) else { return }
        throw ResolutionError.cycle(closingAt: entry, path: path)
    }

    func sharedInstance(of entry: Entry) -> Any? {
        shared.instances.withLock { $0[ObjectIdentifier(entry)] }
    }

    func share(_ instance: Any, for entry: Entry) {
        shared.instances.withLock { $0[ObjectIdentifier(entry)] = instance }
    }

    /// `error`, unchanged, reported with this resolution's path the first time it crosses a step, as
    /// ``FactoryError/passing(_:in:entry:)`` does for a synchronous one.
    func passing(_ error: any Error, entry: Entry) -> any Error {
        if error is ResolutionError { return error }
        let isFirst = shared.failureReported.withLock { reported in
            defer { reported = true }
            return !reported
        }
        if isFirst { entry.container.report(FactoryError(error, entry: entry, path: path)) }
        return error
    }

    /// The `shared` instances of one async graph; a class, so every step of the resolution shares them.
    final class SharedInstances: Sendable {
        let instances = Locked<[ObjectIdentifier: Any]>([:])
        /// Whether an error a factory threw was reported already, as it goes up the path.
        let failureReported = Locked(false)
    }
}
