import DIGraph
import Synchronization

/// An entry that knows its service and argument types, so a resolve whose key matched gets a `Service` back
/// without a dynamic cast.
///
/// Kept instances (`singleton`, `eagerSingleton`) are published through an atomic flag: once made, a resolve
/// reads the instance with one acquiring load and no lock.
final class TypedEntry<Service, Arguments>: Entry, @unchecked Sendable {
    // @unchecked: `instance` is written once, under `lock`, before `made` is released; it is read only after an
    // acquiring load of `made` sees `true`. `weakInstance` is read and written only under `lock`.

    /// Makes the service; receives the owning container, the runtime arguments and the resolve in progress.
    typealias Factory = (Container, Arguments, UnsafeMutablePointer<ResolutionRoot>) throws -> Service
    /// A post-construction block (`onResolved`).
    typealias Completion = (Container, Service) throws -> Void

    let factory: Factory
    let completions: [Completion]
    private let made = Atomic<Bool>(false)
    private var instance: Service?
    private weak var weakInstance: AnyObject?
    private let lock: CreationLock?

    init(
        _ configuration: Configuration, container: Container, factory: @escaping Factory,
        completions: [Completion] = [], instance: Service? = nil
    ) {
        self.factory = factory
        self.completions = completions
        lock = configuration.scope.isKeptByContainer && instance == nil ? CreationLock() : nil
        super.init(
            configuration, container: container,
            isPlainService: Arguments.self == Void.self && configuration.keyType == Service.self,
            argumentsType: Arguments.self)
        if let instance {
            self.instance = instance
            made.store(true, ordering: .releasing)
        }
    }

    /// A copy with another configuration and completions; nothing cached is carried over.
    func replaced(_ configuration: Configuration, completions: [Completion]) -> TypedEntry {
        TypedEntry(
            configuration, container: container, factory: factory, completions: completions,
            instance: configuration.source == .instance ? instance : nil)
    }

    /// Resolves inside a resolve already under way.
    @inline(__always)
    func resolve(_ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Service {
        if made.load(ordering: .acquiring) { return instance.unsafelyUnwrapped }
        return try resolveUncached(arguments, root: root)
    }

    /// Resolves from outside any factory: a made singleton is returned without touching the thread's state.
    @inline(__always)
    func resolveTopLevel(_ arguments: Arguments) throws -> Service {
        if made.load(ordering: .acquiring) { return instance.unsafelyUnwrapped }
        return try ThreadResolution.withRoot { root in try resolveUncached(arguments, root: root) }
    }

    override func resolveAny(arguments: Any, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        guard let arguments = arguments as? Arguments else {
            preconditionFailure("the key of \(serviceTypeDescription) includes its argument types")
        }
        return try resolve(arguments, root: root)
    }

    override func makeEagerly(root: UnsafeMutablePointer<ResolutionRoot>) throws {
        guard scope == .eagerSingleton, let arguments = () as? Arguments else { return }
        _ = try resolve(arguments, root: root)
    }

    private func resolveUncached(_ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Service {
        switch scope {
        case .unique:
            return try construct(arguments, root: root, keepInRoot: false)
        case .shared:
            if let shared = root.pointee.instance(of: self) { return shared as! Service }
            return try construct(arguments, root: root, keepInRoot: true)
        case .singleton, .eagerSingleton:
            // Made on this thread and its `onResolved` blocks are running: a cycle closed after construction.
            if let pending = root.pointee.instance(of: self) { return pending as! Service }
            try checkCycle(root)
            return try lock.unsafelyUnwrapped.withLock {
                if made.load(ordering: .acquiring) { return instance.unsafelyUnwrapped }
                let value = try construct(arguments, root: root, keepInRoot: !completions.isEmpty)
                instance = value
                made.store(true, ordering: .releasing)
                return value
            }
        case .weakSingleton:
            if let pending = root.pointee.instance(of: self) { return pending as! Service }
            try checkCycle(root)
            return try lock.unsafelyUnwrapped.withLock {
                if let alive = weakInstance, let value = alive as? Service {
                    root.pointee.store(value, for: self)
                    return value
                }
                let value = try construct(arguments, root: root, keepInRoot: true)
                weakInstance = value as AnyObject
                return value
            }
        }
    }

    /// Runs the factory inside a frame, stores the instance where the scope says, then runs the completions.
    private func construct(
        _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>, keepInRoot: Bool
    ) throws -> Service {
        try checkCycle(root)
        var frame = ResolutionFrame(entry: .passUnretained(self), parent: root.pointee.current)
        return try withUnsafeMutablePointer(to: &frame) { pointer in
            root.pointee.current = pointer
            defer { root.pointee.current = pointer.pointee.parent }
            let value: Service
            do {
                value = try factory(container, arguments, root)
            } catch {
                throw FactoryError.wrapping(error, in: root, entry: self)
            }
            if keepInRoot { root.pointee.store(value, for: self) }
            for completion in completions {
                do {
                    try completion(container, value)
                } catch {
                    throw FactoryError.wrapping(error, in: root, entry: self)
                }
            }
            return value
        }
    }

    /// Throws `dependencyCycle` when this entry is already being made further up the resolve.
    @inline(__always)
    private func checkCycle(_ root: UnsafeMutablePointer<ResolutionRoot>) throws {
        let identity = Unmanaged.passUnretained(self as Entry).toOpaque()
        var cursor = root.pointee.current
        while let frame = cursor {
            if frame.pointee.entry.toOpaque() == identity {
                throw ResolutionError.cycle(closingAt: self, root: root)
            }
            cursor = frame.pointee.parent
        }
    }
}
