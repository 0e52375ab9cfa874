/// The stable name of a rule; tools and tests match on it, so a code is never renamed.
public enum DiagnosticCode: String, Sendable, Hashable, Codable, CaseIterable {
    case missingBinding
    case dependencyCycle
    case duplicateBinding
    case ambiguousBinding
    case captiveDependency
    case unknownContainer
    case containerCycle
    case externalConflict
    case weakExternalNotOptional
    /// Two containers declared with one name; the second cannot be told apart from the first.
    case duplicateContainer
    /// Type text that does not parse (a front-end reports it through the same renderer).
    case invalidType
    /// A `// @saber.x` / `// @di.x` annotation whose name is not an annotation (a typo: `@saber.scop`).
    case unknownAnnotation
    /// An annotation with missing, extra or unreadable arguments (`@saber.cached()`, `@saber.container()`).
    case malformedAnnotation
    /// An annotation on a declaration that cannot carry it, or attached to no declaration at all.
    case misplacedAnnotation
    /// A synchronously made binding needs, through a construction or injection edge, an instance that must be
    /// made on a global actor the binding is not isolated to.
    case isolationMismatch
    /// A synchronously made binding needs, through a construction or injection edge, an instance that is made
    /// with `await` (its initializer or factory is `async`).
    case asyncDependency
    /// A resolve nested so deep that it would run off its thread's stack: reported by the runtime front-ends
    /// before it does, never by validation (a graph of distinct bindings is as deep as it is long; what runs away is
    /// a chain of factories that keeps asking for new instances).
    case resolutionTooDeep
    /// A factory registered with runtime arguments that DIRuntime's `validate(_:)` (Dip's) ran and that threw, or
    /// could not run because no argument set of its argument types was given; never reported by graph validation,
    /// which runs no factory.
    case factoryFailed
    /// A request for a collection key (one that something in the graph contributes to) that sees no contribution
    /// and no declaration that it may be empty: usually a contribution registered in the wrong container.
    case emptyCollection
    /// A close action (`onClose`, `@di.onClose`) on a binding whose instances its container does not keep
    /// (`transient` or `graph`): no close ever finds an instance to run it on.
    case closeActionNeverRuns
    /// A request to a scope (or a container) after it was closed: every way back in is refused, at run time.
    case scopeClosed
    /// A scope opened without a value for one of its externals, or with a value it did not declare.
    case unboundExternal
    /// A close action that threw; the others still ran.
    case closeActionFailed
    /// An instance a closed scope kept that is still alive after the close released it: someone else holds it.
    case instanceOutlivedScope
    /// A module's expectation (a key it needs from another module or a parent) that nothing visible provides.
    case unmetExpectation
    /// Modules whose dependencies loop back to themselves.
    case moduleCycle
    /// A replacement module that does not provide every key of the module it replaces.
    case incompleteReplacement
    /// A replacement of a module that is not in the assembly (a warning: the replacement stands alone).
    case absentReplacement
    /// A module's registration code threw while a container was assembled from modules (run time only).
    case moduleRegistrationFailed
    /// A type an annotation names (`@di.into([String: RoeutHandler])`) that the scanned sources do not declare,
    /// a few edits from one they do: a warning, since it may come from another module.
    case undeclaredType
    /// A module that expects a key and registers it itself: an expectation is what others must provide.
    case contradictoryExpectation
}
