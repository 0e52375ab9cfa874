import DIGraph

/// An auto-wired entry: a ``FactoryEntry`` whose `make` calls the initializer with its resolved parameters,
/// and which lists the parameters to the graph when asked.
@usableFromInline
final class InitializerEntry: FactoryEntry, @unchecked Sendable {
    // @unchecked: as ``FactoryEntry``; `parameterSlots` is a `@Sendable` closure.

    /// One slot per initializer parameter. A closure, not an array: asking whether a parameter type is `Lazy`,
    /// `Provider` or optional is a conformance lookup, which scans every conformance record in the process for a
    /// type it has not seen, and registering should not pay it; the graph asks only when it is built. The library
    /// makes it, capturing the parameters' types (one allocation per registration), so that a user's binary has
    /// no function of its own per registration for it, nor a compiler the time to make one.
    let parameterSlots: @Sendable () -> [DependencySlot]

    @usableFromInline
    init(
        _ configuration: Configuration, container: Container, make: @escaping ErasedFactory,
        parameterSlots: @escaping @Sendable () -> [DependencySlot], specialParameters: UInt8,
        completions: [ErasedCompletion] = []
    ) {
        self.parameterSlots = parameterSlots
        super.init(
            configuration, container: container, make: make, completions: completions,
            specialParameters: specialParameters)
    }

    override var dependencySlots: [DependencySlot] { parameterSlots() }

    override var autowiredParameters: [DependencySlot]? { parameterSlots() }

    override func replaced(_ configuration: Configuration, completions: [ErasedCompletion]) -> Entry {
        InitializerEntry(
            configuration, container: container, make: make, parameterSlots: parameterSlots,
            specialParameters: specialParameters, completions: completions)
    }
}

extension Entry {
    /// Whether the auto-wired parameter at `position`, of type `type`, is a `Lazy`, `Provider` or optional one:
    /// from ``specialParameters`` for the first eight, asked of the type past them.
    final func isSpecialParameter(_ position: Int, _ type: Any.Type) -> Bool {
        position < 8 ? specialParameters & (1 << UInt8(position)) != 0 : SpecialParameterCheck.isSpecial(type)
    }
}
