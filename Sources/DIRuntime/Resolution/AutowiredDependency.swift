public import DIGraph

/// A parameter type the container fills specially when auto-wiring: `Lazy<T>`, `Provider<T>` and `T?`.
@usableFromInline
protocol AutowiredDependency {
    /// The edge kind the graph records.
    static var dependencyKind: Dependency.Kind { get }
    /// The type looked up, without the wrapper.
    static var wrappedType: Any.Type { get }
    /// The parameter's value, resolved from `container`.
    static func make(from container: Container, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any
}

extension Lazy: AutowiredDependency {
    @usableFromInline static var dependencyKind: Dependency.Kind { .lazy }
    @usableFromInline static var wrappedType: Any.Type { Value.self }
    @usableFromInline static func make(from container: Container, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        try container.checkVisible(Value.self, tag: root.pointee.tag, root: root)
        return Lazy<Value>(container: container, tag: root.pointee.tag)
    }
}

extension Provider: AutowiredDependency {
    @usableFromInline static var dependencyKind: Dependency.Kind { .provider }
    @usableFromInline static var wrappedType: Any.Type { Value.self }
    @usableFromInline static func make(from container: Container, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        try container.checkVisible(Value.self, tag: root.pointee.tag, root: root)
        return Provider<Value>(container: container, tag: root.pointee.tag)
    }
}

extension Optional: AutowiredDependency {
    @usableFromInline static var dependencyKind: Dependency.Kind { .optional }
    @usableFromInline static var wrappedType: Any.Type { Wrapped.self }
    @usableFromInline static func make(from container: Container, root: UnsafeMutablePointer<ResolutionRoot>) throws -> Any {
        try container.resolveIfRegistered(Wrapped.self, tag: root.pointee.tag, root: root) as Any
    }
}

extension DependencySlot {
    /// The slot of an initializer parameter of type `type`. The conformance is asked of the runtime only for a
    /// type ``SpecialParameterCheck`` finds special: for any other, a lookup the process has not made before
    /// scans every conformance record in it, and plans bind every auto-wired parameter when they are made.
    @usableFromInline
    static func autowired(_ type: Any.Type) -> DependencySlot {
        if SpecialParameterCheck.isSpecial(type), let special = type as? any AutowiredDependency.Type {
            return DependencySlot(type: special.wrappedType, tag: nil, kind: special.dependencyKind, label: nil)
        }
        return DependencySlot(type: type, tag: nil, kind: .direct, label: nil)
    }

    /// The bit of ``Entry/specialParameters`` for the parameter at `position`, of type `type`: set for a
    /// `Lazy`, `Provider` or optional parameter, which is filled another way than by a plan's entry. Taken at
    /// registration, so that a resolve never asks the runtime (on Apple platforms,
    /// ``SpecialParameterCheck`` asks it about every class type); `0` past the eighth parameter, which
    /// ``Entry/isSpecialParameter(_:_:)`` checks when it is resolved.
    @usableFromInline
    static func specialBit(of type: Any.Type, at position: Int) -> UInt8 {
        position < 8 && SpecialParameterCheck.isSpecial(type) ? 1 << UInt8(position) : 0
    }
}
