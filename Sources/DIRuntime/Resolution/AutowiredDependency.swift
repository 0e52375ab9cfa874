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

    /// The identity auto-wiring looks up in the plan for a parameter of type `type`, taken once at
    /// registration (asking for it in a resolve calls the type's metadata accessor); `nil` for a `Lazy`,
    /// `Provider` or optional parameter, which is filled another way.
    @usableFromInline
    static func directIdentity(of type: Any.Type) -> ObjectIdentifier? {
        SpecialParameterCheck.isSpecial(type) ? nil : ObjectIdentifier(type)
    }
}
