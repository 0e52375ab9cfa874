import DIGraph
import DISync

/// The paths that need the service's type, written once, generic over it and its arguments: ``Entry``'s slow paths
/// call them with ``Entry/serviceType`` and ``Entry/argumentsType`` opened. They run rarely (making a kept instance
/// under its lock, a forwarded key, an eager singleton, an instance kept for the rest of a resolve), so they run
/// unspecialized, with the types' metadata as arguments.
extension Entry {
    /// A kept instance not made yet (or a weak singleton), made under the entry's lock.
    final func resolveKept<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        // Made on this thread and its `onResolved` blocks are running: a cycle closed after construction.
        if let pending = ResolutionRoot.instance(of: self, in: root) { return pending as! Service }
        // Before taking the lock: re-entering it on this thread would be a cycle, reported rather than hung.
        try checkCycle(root)
        // Should the check miss one, the lock reports it too (taking it again would trap or hang).
        let reentered = { () throws -> Service in throw ResolutionError.cycle(closingAt: self, root: root) }
        if isKeptInScope { return try resolveScoped(Service.self, arguments, root: root, reentered: reentered) }
        if scope == .weakSingleton {
            return try withWeakInstance(reentered: reentered) { instance in
                if let alive = instance, let value = alive as? Service {
                    root.pointee.store(value, for: self)
                    return value
                }
                let value = try constructTyped(Service.self, arguments, root: root, keepInRoot: true)
                instance = value as AnyObject
                container.recordKeptIfAsked(self)
                return value
            }
        }
        return try kept.withLock(Service.self, reentered: reentered) {
            if kept.isSet { return kept.value(Service.self).pointee }
            let value = try constructTyped(Service.self, arguments, root: root, keepInRoot: hasCompletions)
            kept.publish(value)
            container.recordKeptIfAsked(self)
            return value
        }
    }

    /// ``resolveKept(_:_:root:)`` from and into raw memory, as ``resolveKept(arguments:root:into:)`` is called.
    final func resolveKept<Service, Arguments>(
        _ type: Service.Type, _ argumentsType: Arguments.Type, arguments: UnsafeRawPointer,
        root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        output.initializeMemory(
            as: Service.self,
            to: try resolveKept(Service.self, arguments.assumingMemoryBound(to: Arguments.self).pointee, root: root))
    }

    /// The instance as `Any`, for a forwarded key.
    final func resolveAny<Service, Arguments>(
        _ type: Service.Type, _ argumentsType: Arguments.Type, arguments: Any,
        root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Any {
        // Only a registration whose service is itself the function type `(Argument…) -> Service` can share a
        // key with a registration that takes those arguments; report it rather than trap.
        guard let arguments = arguments as? Arguments else {
            throw ResolutionError.typeMismatch(arguments, forwardedTo: Arguments.self, entry: self, root: root)
        }
        return try resolveNested(Service.self, arguments, root: root)
    }

    /// ``resolveTaggedShare(_:arguments:root:)`` with the service's types opened. Made without the frames' cycle check: the
    /// registration's own instance may be under way (its `onResolved` block asking for this key is Dip's case), and
    /// that is no cycle; a cycle through `share` itself is found by the shares' own record of what is being made.
    final func resolveTaggedShare<Service, Arguments>(
        _ share: TaggedShare, _ type: Service.Type, _ argumentsType: Arguments.Type, arguments: Any,
        root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Any {
        guard let arguments = arguments as? Arguments else {
            throw ResolutionError.typeMismatch(arguments, forwardedTo: Arguments.self, entry: self, root: root)
        }
        let shares = ResolutionRoot.taggedShares(in: root)
        if let made = shares.instances[share] { return made }
        guard shares.making.insert(share).inserted else { throw ResolutionError.cycle(closingAt: self, root: root) }
        defer { shares.making.remove(share) }
        let instance = try producing(Service.self, arguments) { arguments, output in
            try constructChecking(arguments: arguments, root: root, keepInRoot: false, into: output)
        }
        shares.instances[share] = instance
        return instance
    }

    /// Makes an eager singleton that takes no arguments.
    final func makeEagerly<Service, Arguments>(
        _ type: Service.Type, _ argumentsType: Arguments.Type, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws {
        guard scope == .eagerSingleton, let arguments = () as? Arguments else { return }
        _ = try resolveNested(Service.self, arguments, root: root)
    }

    /// Makes an eager singleton that takes no arguments, for an async bootstrap.
    final func makeEagerlyAsync<Service, Arguments>(
        _ type: Service.Type, _ argumentsType: Arguments.Type, in resolution: AsyncResolution,
        isolation: isolated (any Actor)?
    ) async throws {
        guard scope == .eagerSingleton, Arguments.self == Void.self else { return }
        _ = try await resolveAsync(Service.self, in: resolution, isolation: isolation)
    }

    /// The instance as `Any` for an async resolve of a forwarded key.
    final func resolveAnyAsync<Service, Arguments>(
        _ type: Service.Type, _ argumentsType: Arguments.Type, in resolution: AsyncResolution,
        isolation: isolated (any Actor)?
    ) async throws -> Any {
        guard Arguments.self == Void.self else {
            return try ThreadResolution.withRoot { root in try resolveAny(arguments: (), root: root) }
        }
        return try await resolveAsync(Service.self, in: resolution, isolation: isolation)
    }

    /// Copies `instance` into `output` as a `Service`.
    final func copy<Service>(_ instance: Any, as type: Service.Type, into output: UnsafeMutableRawPointer) {
        output.initializeMemory(as: Service.self, to: instance as! Service)
    }

    /// Destroys the `Service` at `output`.
    final func destroy<Service>(_ output: UnsafeMutableRawPointer, as type: Service.Type) {
        output.assumingMemoryBound(to: Service.self).deinitialize(count: 1)
    }

    /// Keeps the instance at `instance` in the resolve's root.
    final func storeInRoot<Service>(
        _ instance: UnsafeRawPointer, as type: Service.Type, root: UnsafeMutablePointer<ResolutionRoot>
    ) {
        root.pointee.store(instance.assumingMemoryBound(to: Service.self).pointee, for: self)
    }

    /// Owes the `onResolved` blocks to the instance at `instance`.
    final func complete<Service>(
        _ instance: UnsafeRawPointer, as type: Service.Type, root: UnsafeMutablePointer<ResolutionRoot>
    ) {
        root.pointee.owe(self, instance.assumingMemoryBound(to: Service.self).pointee, path: root.pointee.path)
    }
}
