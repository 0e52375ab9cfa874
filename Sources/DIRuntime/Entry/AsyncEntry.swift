import DIGraph
import DISync

/// An entry whose instance is made with `await`: an `async` factory or initializer (an actor's `init() async`),
/// or a factory registered on a global actor other than the main actor.
///
/// A synchronous resolve cannot make one: its `make` is never reached (``Entry/checkIsolation(_:)`` throws
/// `asyncDependency` first), but a kept instance already made is read synchronously like any other.
@usableFromInline
final class AsyncEntry<Service>: TypedEntry<Service, Void>, @unchecked Sendable {
    // @unchecked: as ``TypedEntry``; `makeAsync` is made from the registration's `@Sendable` closure, and the
    // gate's state is only touched under its lock.

    /// Makes the service; the resolution is the async resolve under way, with this entry on its path.
    @usableFromInline typealias AsyncMake = @Sendable (AsyncEntry, AsyncResolution) async throws -> Service

    @usableFromInline let makeAsync: AsyncMake
    /// The global actor named at registration (`on:`), for the graph.
    let actorType: Any.Type?
    /// Lets one task make a kept instance while the others wait for it.
    let gate = Locked(AsyncGate())

    @usableFromInline
    init(
        _ configuration: Configuration, container: Container, actorType: Any.Type?, completions: [ErasedCompletion] = [],
        makeAsync: @escaping AsyncMake
    ) {
        self.makeAsync = makeAsync
        self.actorType = actorType
        super.init(configuration, container: container, make: { entry, _, root, _ in
            throw ResolutionError.asyncDependency(entry, root: root)
        }, completions: completions)
    }

    override var globalActorName: String? {
        actorType.map { _typeName($0, qualified: false) }
    }

    override func replaced(_ configuration: Configuration, completions: [ErasedCompletion]) -> Entry {
        AsyncEntry(configuration, container: container, actorType: actorType, completions: completions, makeAsync: makeAsync)
    }

    /// The instance for an async resolve, by the entry's scope.
    func resolveAsync(in resolution: AsyncResolution, isolation: isolated (any Actor)?) async throws -> Service {
        if kept.isSet { return kept.value(Service.self).pointee }
        switch scope {
        case .unique:
            return try await make(in: resolution)
        case .shared:
            if let shared = resolution.sharedInstance(of: self) as? Service { return shared }
            let value = try await make(in: resolution)
            resolution.share(value, for: self)
            return value
        case .singleton, .eagerSingleton, .weakSingleton:
            return try await resolveKept(in: resolution)
        }
    }

    /// A kept instance, made by the first task to ask; the others wait for it, and a maker that throws hands
    /// its error to those waiting and keeps nothing, so the next resolve tries again.
    private func resolveKept(in resolution: AsyncResolution) async throws -> Service {
        try resolution.checkCycle(closingAt: self)
        while true {
            if let alive = try keptInstance { return alive }
            let turn: AsyncGate.Turn = try await withCheckedThrowingContinuation { continuation in
                let now = gate.withLock { gate -> AsyncGate.Turn? in
                    if (try? keptInstance) != nil { return .made }
                    return gate.enter(continuation)
                }
                if let now { continuation.resume(returning: now) }
            }
            guard turn == .make else { continue }
            do {
                let value = try await make(in: resolution)
                if isKeptInScope {
                    try withScopedInstance(reentered: {}) { instance in
                        guard enterScopedCell() else { throw container.closedError(resolving: self) }
                        let container = container
                        try container.withScopedMake(of: self) {
                            instance.keep(value, order: container.keptOrder(recording: self), weakly: scope == .weakSingleton)
                        }
                    }
                    if scope == .weakSingleton { resolution.share(value, for: self) }
                } else if scope == .weakSingleton {
                    withWeakInstance { $0 = value as AnyObject }
                    resolution.share(value, for: self)  // held strongly until the outermost resolve ends
                    container.recordKeptIfAsked(self)
                } else {
                    kept.withLock(Service.self) { kept.publish(value) }
                    container.recordKeptIfAsked(self)
                }
                for waiter in gate.withLock({ $0.leave() }) { waiter.resume(returning: .made) }
                return value
            } catch {
                for waiter in gate.withLock({ $0.leave() }) { waiter.resume(throwing: error) }
                throw error
            }
        }
    }

    /// The kept instance if there is one: the published singleton, or a weak singleton still alive.
    private var keptInstance: Service? {
        get throws {
            if kept.isSet { return kept.value(Service.self).pointee }
            if isKeptInScope {
                return try withScopedInstance(reentered: { nil }) { instance in
                    guard enterScopedCell() else { throw container.closedError(resolving: self) }
                    if let made = instance.instance(as: Service.self) { return made }
                    // A cell a listed close left untouched: refused before the factory runs, not at its keep.
                    if container.refusesScopedMakes { throw container.closedError(resolving: self) }
                    return nil
                }
            }
            guard scope == .weakSingleton else { return nil }
            return withWeakInstance { $0 as? Service }
        }
    }

    /// Runs the factory or initializer with this entry on the path, then the `onResolved` blocks.
    private func make(in resolution: AsyncResolution) async throws -> Service {
        try resolution.checkCycle(closingAt: self)
        let inner = resolution.pushing(self)
        var value: Service
        do {
            value = try await makeAsync(self, inner)
        } catch {
            throw inner.passing(error, entry: self)
        }
        if hasCompletions {
            try ThreadResolution.withRoot { root in
                withUnsafeMutablePointer(to: &value) { complete($0, root: root) }
            }
        }
        return value
    }
}

/// Who makes an async kept instance: the first task in, while the others wait.
struct AsyncGate {
    /// What a task that asked does next.
    enum Turn: Sendable { case make, made }

    private var isMaking = false
    private var waiters: [CheckedContinuation<Turn, any Error>] = []

    /// `.make` for the first task in; `nil` (it waits on `continuation`) while another makes it.
    mutating func enter(_ continuation: CheckedContinuation<Turn, any Error>) -> Turn? {
        if isMaking {
            waiters.append(continuation)
            return nil
        }
        isMaking = true
        return .make
    }

    /// Ends the maker's turn; returns the waiters to wake.
    mutating func leave() -> [CheckedContinuation<Turn, any Error>] {
        isMaking = false
        defer { waiters = [] }
        return waiters
    }
}
