public import DIGraph
public import DISync

/// The resolve path in two halves. The typed half is inlined into the caller, specialized for the service type
/// there: a made singleton is one acquiring load and a copy; anything else calls the type-erased half with room
/// for the service on the caller's stack. The erased half (root, scope, frame, the factory) is compiled once,
/// here: specialized per service type, it would be compiled again for every type a user resolves, in every
/// module that resolves it, which makes a release build of many factories that call `resolve()` far slower.
///
/// The typed half hands the entry to the erased half unmanaged (`Unmanaged.passUnretained`, then
/// `_withUnsafeGuaranteedRef`): a closure that captured the entry itself, an entry the caller holds through
/// `_withUnsafeGuaranteedRef`, would be retained and released around the opaque call on every resolve.
extension Entry {
    // MARK: Typed, inlined

    /// The service, inside a resolve already under way. The caller has checked the entry makes `Service`.
    @inlinable @inline(__always)
    func resolveNested<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        if kept.isSet {
            return kept.value(Service.self).pointee
        }
        let entry = Unmanaged.passUnretained(self)  // unmanaged: see the extension's note
        return try producing(Service.self, arguments) { arguments, output in
            try entry._withUnsafeGuaranteedRef { try $0.makeNested(arguments: arguments, root: root, into: output) }
        }
    }

    /// ``resolveNested(_:_:root:)`` without arguments (an auto-wired parameter): no room for arguments to specialize.
    @inlinable @inline(__always)
    func resolveNested<Service>(_ type: Service.Type, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Service {
        try Unmanaged.passUnretained(self).resolveNested(Service.self, root: root)  // unmanaged: see the extension's note
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
        let entry = Unmanaged.passUnretained(self)  // unmanaged: see the extension's note
        return try producing(Service.self, arguments) { arguments, output in
            try entry._withUnsafeGuaranteedRef {
                try $0.makeOnThread(arguments: arguments, threadKey: threadKey, executor: executor, tag: tag, into: output)
            }
        }
    }

    /// ``resolveTopLevel(_:_:threadKey:executor:tag:)`` for the common call: no arguments, no tag, no actor
    /// passed in, so its erased half takes two arguments where the general one takes six.
    @inlinable
    func resolveTopLevel<Service>(_ type: Service.Type, threadKey: ThreadResolution.Key) throws -> Service {
        if kept.isSet {
            return kept.value(Service.self).pointee
        }
        return try resolveTopLevelOutOfLine(Service.self, threadKey: threadKey)
    }

    /// Whether a `Service` is certainly one strong reference (a class): then the erased half returns it in a
    /// register, and nothing is specialized for the type but the cast back. Both tests are constants in a
    /// specialized caller, so the other branch is never compiled there; in generic code, `false` (the general
    /// path).
    @inlinable @inline(__always)
    static func isObject<Service>(_ type: Service.Type) -> Bool {
        _canBeClass(Service.self) == 1 && MemoryLayout<Service>.size == MemoryLayout<UnsafeRawPointer>.size
    }

    /// The service from the strong reference an erased `…Object` function returned, owned by the caller.
    @inlinable @inline(__always)
    static func object<Service>(_ reference: UnsafeMutableRawPointer) -> Service {
        unsafeBitCast(Unmanaged<AnyObject>.fromOpaque(reference).takeRetainedValue(), to: Service.self)
    }

    /// The rest of a top-level resolve once the service is known not to be kept yet: room for the service (none
    /// for a class, which comes back in a register), and the call to the erased half. Out of line, and that
    /// small: inlined, every `resolve()` of a class would be the same code but for the type's metadata, and LLVM
    /// merges such functions behind a thunk, which a made singleton's read then pays. A method, so the entry is
    /// already where the erased half wants it and the call to it is a jump.
    @inlinable @inline(never)
    func resolveTopLevelOutOfLine<Service>(_ type: Service.Type, threadKey: ThreadResolution.Key) throws -> Service {
        if Self.isObject(Service.self) {
            return unsafeBitCast(try makeTopLevelObject(threadKey: threadKey), to: Service.self)
        }
        return try Self.producing(Service.self) { output in try makeTopLevel(threadKey: threadKey, into: output) }
    }

    /// Runs the factory inside a frame, keeps the instance where the scope says, then owes its completions to
    /// the end of the outermost resolve (for the slow paths in `Entry+ServiceType.swift`).
    func constructTyped<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, root: UnsafeMutablePointer<ResolutionRoot>, keepInRoot: Bool
    ) throws -> Service {
        try producing(Service.self, arguments) { arguments, output in
            try construct(arguments: arguments, root: root, keepInRoot: keepInRoot, into: output)
        }
    }

    /// Calls `body` with the arguments' address and uninitialized room for one `Service`, which it must
    /// initialize, and returns the service.
    @inlinable @inline(__always)
    func producing<Service, Arguments>(
        _ type: Service.Type, _ arguments: Arguments, _ body: (UnsafeRawPointer, UnsafeMutableRawPointer) throws -> Void
    ) rethrows -> Service {
        try withArguments(arguments) { arguments in
            try Self.producing(Service.self) { output in try body(arguments, output) }
        }
    }

    // MARK: Erased, out of line

    /// The rest of ``resolveTopLevel(_:threadKey:)``: joins the resolve under way on the thread (a factory's own
    /// `resolve()`, Dip's and Swinject's way to reach dependencies) or starts one.
    @usableFromInline
    final func makeTopLevel(threadKey: ThreadResolution.Key, into output: UnsafeMutableRawPointer) throws {
        // Any address will do for no arguments (see ``noArguments``): `output`'s is at hand in a register.
        try makeOnThread(arguments: UnsafeRawPointer(output), threadKey: threadKey, executor: nil, tag: nil, into: output)
    }

    /// ``makeTopLevel(threadKey:into:)`` of a service that is a strong reference, returned owned. As `AnyObject`,
    /// not a raw pointer: in the caller, specialized for a class, the cast to it is a reference cast that hands the
    /// reference on, where `takeRetainedValue()` left a retain and release for LLVM to remove in every
    /// specialization (one per type a user resolves).
    @usableFromInline
    final func makeTopLevelObject(threadKey: ThreadResolution.Key) throws -> AnyObject {
        let reference = try Self.producingObject { output in try makeTopLevel(threadKey: threadKey, into: output) }
        return Unmanaged<AnyObject>.fromOpaque(reference).takeRetainedValue()
    }

    /// Calls `body` with room for one strong reference, which it must initialize, and returns the reference. Not
    /// generic: a caller specialized for a class has nothing of it to specialize.
    @inlinable @inline(__always)
    static func producingObject(_ body: (UnsafeMutableRawPointer) throws -> Void) rethrows -> UnsafeMutableRawPointer {
        try _withUnprotectedUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer.self, capacity: 1) { buffer in
            let slot = buffer.baseAddress.unsafelyUnwrapped
            try body(UnsafeMutableRawPointer(slot))
            return slot.move()
        }
    }

    /// The address of `()`, the arguments of an entry that takes none: a `Void` occupies no memory, so any
    /// address will do; this one is static, so taking it costs nothing.
    @inlinable
    static var noArguments: UnsafeRawPointer { UnsafeRawPointer(UnsafeAtomicWord.statically(.neverSet).address) }

    /// The rest of ``resolveTopLevel(_:_:threadKey:executor:tag:)``; inlined into the one above, whose constant
    /// arguments fold its tag and actor bookkeeping away.
    @usableFromInline @inline(__always)
    final func makeOnThread(
        arguments: UnsafeRawPointer, threadKey: ThreadResolution.Key, executor: ObjectIdentifier?, tag: Tag?,
        into output: UnsafeMutableRawPointer
    ) throws {
        let root = ThreadResolution.root(key: threadKey)
        if root.pointee.isActive {
            try makeUnderTag(arguments: arguments, tag: tag, root: root, into: output)
        } else {
            try makeOutermost(arguments: arguments, tag: tag, executor: executor, root: root, into: output)
        }
    }

    /// Starts a resolve in `root` (the thread's, with none under way), makes the instance into `output`, runs the
    /// `onResolved` blocks the resolve owes, and ends it. When a block throws, the instance is destroyed again.
    /// Transparent, as the tag step below: marked only `@inline(__always)`, both would stay out of line in the
    /// top-level resolve, a call each, with the constant `nil` tag tested at run time.
    @_transparent
    final func makeOutermost(
        arguments: UnsafeRawPointer, tag: Tag?, executor: ObjectIdentifier?, root: UnsafeMutablePointer<ResolutionRoot>,
        into output: UnsafeMutableRawPointer
    ) throws {
        ThreadResolution.begin(root, executor: executor)
        defer { ThreadResolution.end(root) }
        var isMade = false
        do {
            try makeUnderTag(arguments: arguments, tag: tag, root: root, into: output)
            isMade = true
            try ResolutionRoot.finish(root)
        } catch {
            if isMade { destroy(output) }
            ResolutionRoot.abandon(root)
            throw error
        }
    }

    /// ``makeInstance(arguments:root:into:)`` with `tag` set for what it makes (see
    /// ``resolveTopLevel(_:_:threadKey:executor:tag:)``).
    @_transparent
    final func makeUnderTag(
        arguments: UnsafeRawPointer, tag: Tag?, root: UnsafeMutablePointer<ResolutionRoot>,
        into output: UnsafeMutableRawPointer
    ) throws {
        if tag == nil && root.pointee.tag == nil {
            return try makeInstance(arguments: arguments, root: root, into: output)
        }
        try ResolutionRoot.withTag(tag, root) { try makeInstance(arguments: arguments, root: root, into: output) }
    }

    /// ``makeInstance(arguments:root:into:)`` for the typed half of a nested resolve, out of line.
    @usableFromInline
    final func makeNested(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        try makeInstance(arguments: arguments, root: root, into: output)
    }

    /// The instance into `output`, once the kept instance is known not to be made yet. A `unique` entry with
    /// nothing to check or owe (its state byte says both: see ``EntryState``) is made right here, after the cycle
    /// check; anything else (a kept or `shared` scope, a first resolve, an isolation check, completions) takes
    /// the out-of-line path. Inlined into every nested and top-level resolve, so the common case is one test.
    @inline(__always)
    final func makeInstance(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        // `unique` with nothing to check or owe, from the state byte alone (its `reusesInstance` bit is the scope test):
        // one test where the scope and the byte took two.
        if _fastPath(stateByte.loadRelaxed() & ~EntryState.cycleCheckBits == 0) {
            try checkCycle(root)
            return try makeInFrame(arguments: arguments, root: root, keepInRoot: false, completes: false, into: output)
        }
        try makeInstanceChecking(arguments: arguments, root: root, into: output)
    }

    /// ``makeInstance(arguments:root:into:)`` of an entry that keeps its instance or has more to do: out of line,
    /// so the common path keeps its registers.
    @inline(never)
    final func makeInstanceChecking(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        // An opened scope's kept instance: a made one read at once (as a made app singleton is, in the caller, by
        // its flag), not through the kept-instance path. Both calls are the function's last step, and the other
        // scopes' paths are in a function of their own, so this one needs no frame of its own.
        if isKeptInScope {
            if let made = readPublishedReference() {
                output.initializeMemory(as: AnyObject.self, to: made)
                return
            }
            return try resolveKept(arguments: arguments, root: root, into: output)
        }
        try makeInstanceUnscoped(arguments: arguments, root: root, into: output)
    }

    /// ``makeInstanceChecking(arguments:root:into:)`` of an entry that is not an opened scope's kept instance.
    @inline(never)
    final func makeInstanceUnscoped(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        if scope == .unique {
            return try construct(arguments: arguments, root: root, keepInRoot: false, into: output)
        }
        if scope == .shared {
            if let shared = ResolutionRoot.instance(of: self, in: root) { return copy(shared, into: output) }
            return try construct(arguments: arguments, root: root, keepInRoot: true, into: output)
        }
        try resolveKept(arguments: arguments, root: root, into: output)
    }

    /// Makes the instance into `output` inside a frame, keeps it where the scope says, then owes its completions
    /// to the end of the outermost resolve. An entry with nothing to check and no completions (once its first
    /// instance is made: nearly every one) tests one byte for all of that, besides the cycle check. Every way into
    /// a resolve comes through here or through ``makeInstance(arguments:root:into:)``'s common case, and both
    /// check, but for an auto-wired parameter bootstrap proved (`Unmanaged<Entry>.resolveParameter(_:root:)`).
    @inline(__always)
    final func construct(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, keepInRoot: Bool,
        into output: UnsafeMutableRawPointer
    ) throws {
        try checkCycle(root)
        // Whether the instance is kept, and where, is the caller's business: the test passes those bits by.
        let keeping = EntryState.reusesInstance | EntryState.keptInScope
        if _fastPath(stateByte.loadRelaxed() & ~(EntryState.cycleCheckBits | keeping) == 0) {
            return try makeInFrame(arguments: arguments, root: root, keepInRoot: keepInRoot, completes: false, into: output)
        }
        try constructChecking(arguments: arguments, root: root, keepInRoot: keepInRoot, into: output)
    }

    /// ``construct(arguments:root:keepInRoot:into:)`` of an entry with more to do: out of line, so the common
    /// path keeps its registers.
    @inline(never)
    final func constructChecking(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, keepInRoot: Bool,
        into output: UnsafeMutableRawPointer
    ) throws {
        if needsIsolationCheck { try checkIsolation(root) }
        let completes = hasCompletions
        try makeInFrame(arguments: arguments, root: root, keepInRoot: keepInRoot, completes: completes, into: output)
    }

    /// Calls ``make`` with this entry's frame on the resolve's stack of frames.
    @inline(__always)
    final func makeInFrame(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, keepInRoot: Bool, completes: Bool,
        into output: UnsafeMutableRawPointer
    ) throws {
        try inFrame(root) {
            try callMake(arguments: arguments, root: root, into: output)
            if keepInRoot { storeInRoot(output, root: root) }
            if completes { complete(output, root: root) }
        }
    }

    /// Makes the instance of an entry whose ``state`` is zero into `output`, without arguments, in its frame: an
    /// auto-wired parameter of an untagged graph that needs no cycle check (see ``ParameterBindings``), a `unique`
    /// scope, nothing owed. Inlined into the parameter's path, so making it costs no call but its `make`.
    @inlinable @inline(__always)
    final func makeProvenInFrame(root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer) throws {
        try inFrame(root) { try callMake(arguments: Self.noArguments, root: root, into: output) }
    }

    /// Runs `body` with this entry's frame on the resolve's stack of frames, unless the frame would sit too close
    /// to the end of the thread's stack (``ResolutionStackGuard``): every make passes here, so a chain of
    /// factories that never ends stops with `resolutionTooDeep` instead of a stack overflow.
    @inlinable @inline(__always)
    final func inFrame(_ root: UnsafeMutablePointer<ResolutionRoot>, _ body: () throws -> Void) throws {
        var frame = ResolutionFrame(entry: .passUnretained(self), parent: root.pointee.current)
        // The `_withUnprotected` forms here and below: each pointer reaches only code of this module, which writes
        // exactly one value of the pointee's type through it, so the stack protector their public forms make the
        // compiler emit (a canary stored and checked in every function they inline into: the resolve's own,
        // each `make`, and thunks around them) guards nothing.
        try _withUnprotectedUnsafeMutablePointer(to: &frame) { pointer in
            if _slowPath(ResolutionStackGuard.isInMargin(UInt(bitPattern: pointer), of: root)) {
                throw ResolutionError.tooDeep(resolving: self, root: root)
            }
            root.pointee.current = pointer
            defer { root.pointee.current = pointer.pointee.parent }
            try body()
        }
    }

    /// Calls ``make``; what the factory throws is reported as this entry's failure.
    @inlinable @inline(__always)
    final func callMake(
        arguments: UnsafeRawPointer, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        do {
            try make(self, arguments, root, output)
        } catch {
            throw FactoryError.passing(error, in: root, entry: self)
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
