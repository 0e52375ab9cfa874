public import DIGraph
public import DISync

/// The typed resolve path, inlined into the caller so it is specialized for the service type there: a made
/// singleton is one acquiring load and a copy; anything else pushes a frame on the stack and calls the
/// type-erased factory, writing the service straight into the caller's temporary.
extension Entry {
    /// The service, inside a resolve already under way. The caller has checked the entry makes `Service`.
    @inlinable @inline(__always)
    func resolve<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        if kept.isSet {
            return kept.value(Service.self).pointee
        }
        return try resolveNotKept(Service.self, arguments, root: root)
    }

    /// ``resolve(_:_:root:)`` once its kept instance is known not to be made yet.
    @inlinable @inline(__always)
    func resolveNotKept<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        switch scope {
        case .unique:
            return try construct(Service.self, arguments, root: root, keepInRoot: false)
        case .shared:
            if let shared = root.pointee.instance(of: self) { return shared as! Service }
            return try construct(Service.self, arguments, root: root, keepInRoot: true)
        case .singleton, .eagerSingleton, .weakSingleton:
            return try withArguments(arguments) { arguments in
                try Self.producing(Service.self) { output in
                    try resolveKept(arguments: arguments, root: root, into: output)
                }
            }
        }
    }

    /// The service from a `resolve` call (outside any factory, or a factory's own): a made singleton is returned
    /// without touching the thread's state.
    ///
    /// - Parameter tag: the tag the call asked for, which the graph it makes sees (auto-wired parameters are
    ///   looked up under it); a call without one inside a tagged graph starts untagged again.
    @inlinable
    func resolveTopLevel<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, threadKey: ThreadResolution.Key, executor: ObjectIdentifier?,
        tag: Tag? = nil
    ) throws -> Service {
        if kept.isSet {
            return kept.value(Service.self).pointee
        }
        return try makeTopLevel(Service.self, arguments, threadKey: threadKey, executor: executor, tag: tag)
    }

    /// ``resolveTopLevel(_:_:threadKey:executor:tag:)`` for the common call: no arguments, no tag, no actor
    /// passed in. Its own out-of-line half takes two arguments where the general one takes eight, and skips the
    /// tag bookkeeping and the second test of the kept instance (about 20 instructions per resolve).
    @inlinable
    func resolveTopLevel<Service>(_ type: Service.Type, threadKey: ThreadResolution.Key) throws -> Service {
        if kept.isSet {
            return kept.value(Service.self).pointee
        }
        return try makeTopLevel(Service.self, threadKey: threadKey)
    }

    /// The rest of ``resolveTopLevel(_:threadKey:)``, out of line for the reason given below.
    @inlinable @inline(never)
    func makeTopLevel<Service>(_ type: Service.Type, threadKey: ThreadResolution.Key) throws -> Service {
        let root = ThreadResolution.root(key: threadKey)
        if !root.pointee.isActive {
            // `ThreadResolution.starting` written out: the optimizer left the closure it takes as a function of
            // its own here, called indirectly on every outermost resolve.
            ThreadResolution.begin(root, executor: nil)
            defer { ThreadResolution.end(root) }
            do {
                let service = try resolveNotKept(Service.self, (), root: root)
                try ResolutionRoot.finish(root)
                return service
            } catch {
                ResolutionRoot.abandon(root)
                throw error
            }
        }
        if root.pointee.tag == nil { return try resolveNotKept(Service.self, (), root: root) }
        return try ResolutionRoot.withTag(nil, root) { try resolveNotKept(Service.self, (), root: root) }
    }

    /// The rest of ``resolveTopLevel(_:_:threadKey:executor:tag:)``, out of line: inlined, it made the planned
    /// lookup's closure too large to inline into the caller, and a closure left standing holds the borrowed
    /// container it captures with a retain and a release on every resolve, a made singleton's too.
    @inlinable @inline(never)
    func makeTopLevel<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, threadKey: ThreadResolution.Key, executor: ObjectIdentifier?,
        tag: Tag?
    ) throws -> Service {
        // A resolve inside a factory (Dip's and Swinject's way to reach dependencies) joins the resolve under way
        // here, without the closure a new resolve takes: that closure is a function of its own, called indirectly.
        let root = ThreadResolution.root(key: threadKey)
        if root.pointee.isActive { return try resolve(Service.self, arguments, tag: tag, root: root) }
        return try ThreadResolution.starting(root, executor: executor) { root in
            try resolve(Service.self, arguments, tag: tag, root: root)
        }
    }

    /// The service, resolved with `tag` (see ``resolveTopLevel(_:_:threadKey:executor:tag:)``) in `root`'s resolve.
    @inlinable @inline(__always)
    func resolve<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, tag: Tag?, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        if tag == nil && root.pointee.tag == nil { return try resolve(Service.self, arguments, root: root) }
        return try ResolutionRoot.withTag(tag, root) { try resolve(Service.self, arguments, root: root) }
    }

    /// Runs the factory inside a frame, keeps the instance where the scope says, then owes its completions to
    /// the end of the outermost resolve.
    @inlinable
    func construct<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>, keepInRoot: Bool
    ) throws -> Service {
        try checkCycle(root)
        if _slowPath(needsIsolationCheck) { try checkIsolation(root) }
        let hasCompletions = hasCompletions
        var frame = ResolutionFrame(entry: .passUnretained(self), parent: root.pointee.current)
        // The `_withUnprotected` forms here and below: each pointer reaches only code of this module, which writes
        // exactly one value of the pointee's type through it, so the stack protector their public forms make the
        // compiler emit (a canary stored and checked in every function they inline into: the resolve's own,
        // each `make`, and thunks around them) guards nothing; it cost about 50 instructions per resolve of `A`.
        return try _withUnprotectedUnsafeMutablePointer(to: &frame) { pointer in
            root.pointee.current = pointer
            defer { root.pointee.current = pointer.pointee.parent }
            var value = try withArguments(arguments) { arguments in
                try Self.producing(Service.self) { output in
                    do {
                        try make(self, arguments, root, output)
                    } catch {
                        throw FactoryError.passing(error, in: root, entry: self)
                    }
                }
            }
            if keepInRoot || hasCompletions {
                _withUnprotectedUnsafeMutablePointer(to: &value) { instance in
                    if keepInRoot { storeInRoot(instance, root: root) }
                    if hasCompletions { complete(instance, root: root) }
                }
            }
            return value
        }
    }

    /// Throws `dependencyCycle` when this entry is already being made further up the resolve.
    @inlinable
    func checkCycle(_ root: UnsafeMutablePointer<ResolutionRoot>) throws {
        let identity = Unmanaged.passUnretained(self).toOpaque()
        var cursor = root.pointee.current
        while let frame = cursor {
            if frame.pointee.entry.toOpaque() == identity {
                throw ResolutionError.cycle(closingAt: self, root: root)
            }
            cursor = frame.pointee.parent
        }
    }

    @inlinable
    func withArguments<Arguments, Result>(
        _ arguments: Arguments, _ body: (UnsafeRawPointer) throws -> Result
    ) rethrows -> Result {
        var arguments = arguments
        return try _withUnprotectedUnsafePointer(to: &arguments) { try body(UnsafeRawPointer($0)) }
    }

    /// Calls `body` with uninitialized room for one `Service`, which it must initialize, and returns it.
    @inlinable
    static func producing<Service>(
        _ type: Service.Type, _ body: (UnsafeMutableRawPointer) throws -> Void
    ) rethrows -> Service {
        try _withUnprotectedUnsafeTemporaryAllocation(of: Service.self, capacity: 1) { buffer in
            let output = buffer.baseAddress.unsafelyUnwrapped
            try body(UnsafeMutableRawPointer(output))
            return output.move()
        }
    }
}
