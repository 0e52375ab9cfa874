public import DISync

// Why: a resolve hands a planned entry from its typed half to its erased half, and a parameter's entry to its
// `make`, as `Unmanaged<Entry>` read inside `_withUnsafeGuaranteedRef`: a reference the optimizer owns would be
// retained and released around every opaque call into the erased half, on every resolve.
// Why sound: every entry a resolve reaches is held by a plan (`ResolutionPlan.entries`, `inheritedEntries`) or the
// container's registry, and plans are never freed before their container; a resolve runs while its container
// lives.
// Pinned by: CI's instruction bands (`Benchmarks/instruction-bands.txt`: a lost borrow moves them), and the
// resolve tests under `Tests/DIRuntimeTests/Resolution/` (`ParameterBindingTests`, `UnboundParameterTests`), which
// run under AddressSanitizer in CI.

/// The typed half of a top-level resolve works on the planned entry's reference: these read it without a
/// reference count, in functions that are not generic, so their closures are compiled once, not per service type.
extension Unmanaged where Instance == Entry {
    /// The entry's kept instance's cell.
    @inlinable @inline(__always)
    var keptCell: UnsafeOnceCell { _withUnsafeGuaranteedRef { $0.kept } }

    /// The service without arguments, inside a resolve already under way: the kept instance, or one made now; a
    /// class into a slot that is not generic, anything else into room for it. The caller has checked the entry
    /// makes `Service`.
    @inlinable @inline(__always)
    func resolveNested<Service>(_ type: Service.Type, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Service {
        try resolveNested(Service.self, isProven: false, root: root)
    }

    /// ``resolveNested(_:root:)`` of an auto-wired parameter, found by its binding or the plan's probe, in an untagged
    /// graph: an entry bootstrap proved (its ``Entry/state`` is zero: no cycle check needed on this edge, `unique`,
    /// nothing owed) is made right here, with no call but its `make`, sparing each such parameter the out-of-line
    /// resolve's own frame and tests. Only this edge may skip the check: it is one validation saw (see
    /// ``ParameterBindings``), where any other way in (a factory's `resolve()`, a `Lazy`, an initializer calling
    /// the container) is one it never saw.
    @inlinable @inline(__always)
    func resolveParameter<Service>(_ type: Service.Type, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Service {
        try resolveNested(Service.self, isProven: _withUnsafeGuaranteedRef { $0.stateByte.loadRelaxed() == 0 }, root: root)
    }

    /// A proven entry's class instance (see ``resolveParameter(_:root:)``), made in its frame, returned owned.
    @inline(__always)
    func makeProvenObject(root: UnsafeMutablePointer<ResolutionRoot>) throws -> UnsafeMutableRawPointer {
        try _withUnsafeGuaranteedRef { entry in
            try Entry.producingObject { output in try entry.makeProvenInFrame(root: root, into: output) }
        }
    }

    /// The class instance of an entry bootstrap did not prove, whose kept instance is not made yet, owned.
    func makeNestedObject(root: UnsafeMutablePointer<ResolutionRoot>) throws -> UnsafeMutableRawPointer {
        try _withUnsafeGuaranteedRef { entry in
            try Entry.producingObject { output in
                try entry.makeNested(arguments: Entry.noArguments, root: root, into: output)
            }
        }
    }

    @inlinable @inline(__always)
    func resolveNested<Service>(
        _ type: Service.Type, isProven: Bool, root: UnsafeMutablePointer<ResolutionRoot>
    ) throws -> Service {
        if !isProven {
            let kept = keptCell
            if kept.isSet { return kept.value(Service.self).pointee }
        }
        if Entry.isObject(Service.self) {
            return Entry.object(try Entry.producingObject { output in
                try makeNested(isProven: isProven, root: root, into: output)
            })
        }
        return try Entry.producing(Service.self) { output in
            try makeNested(isProven: isProven, root: root, into: output)
        }
    }

    /// `Entry.makeNested(arguments:root:into:)` without arguments, or the proven entry made in place.
    @inlinable @inline(__always)
    func makeNested(
        isProven: Bool, root: UnsafeMutablePointer<ResolutionRoot>, into output: UnsafeMutableRawPointer
    ) throws {
        try _withUnsafeGuaranteedRef { entry in
            if isProven { return try entry.makeProvenInFrame(root: root, into: output) }
            try entry.makeNested(arguments: Entry.noArguments, root: root, into: output)
        }
    }
}
