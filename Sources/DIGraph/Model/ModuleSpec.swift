/// A named group of bindings assembled into one container: an app target's registrations (Knit's
/// `ModuleAssembly`, Swinject's `Assembly`), with what it needs from others and what it replaces.
///
/// Bindings name their module (``Binding/module``), so every diagnostic about a binding can say where it came from;
/// the module's own rules are `unmetExpectation`, `moduleCycle`, `incompleteReplacement` and `absentReplacement`.
public struct ModuleSpec: Hashable, Sendable {
    /// A key the module needs and does not provide: another module, or a parent container, must.
    public struct Expectation: Hashable, Sendable {
        public var key: ServiceKey
        public var location: SourceLocation?

        public init(_ key: ServiceKey, location: SourceLocation? = nil) {
            self.key = key
            self.location = location
        }
    }

    public var name: String
    /// The container the module is assembled into; its expectations are looked up from there.
    public var container: String
    public var expectations: [Expectation]
    /// Modules it needs assembled (assembled before it, once however many ask).
    public var dependencies: [String]
    /// Modules it stands in for (a test's fake): their registrations never run, and this one must provide every
    /// key they provide.
    public var replaces: [String]
    /// The keys the module provides, recorded for a module another one replaces (its bindings are not in the graph,
    /// since its registrations never run); empty otherwise.
    public var replacedKeys: [ServiceKey]
    /// Whether another module replaces it: its bindings are not in the graph, only ``replacedKeys``.
    public var isReplaced: Bool
    public var location: SourceLocation?

    public init(
        name: String, container: String, expectations: [Expectation] = [], dependencies: [String] = [],
        replaces: [String] = [], replacedKeys: [ServiceKey] = [], isReplaced: Bool = false,
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.container = container
        self.expectations = expectations
        self.dependencies = dependencies
        self.replaces = replaces
        self.replacedKeys = replacedKeys
        self.isReplaced = isReplaced
        self.location = location
    }
}
