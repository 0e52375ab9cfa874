import DIGraph

/// A unit of registrations, usually one app target's: what it registers, what it needs from others, which modules
/// it needs assembled, and which it stands in for (Knit's `ModuleAssembly`, Swinject's `Assembly`).
///
/// ```swift
/// struct PaymentsModule: Module {
///     var dependencies: [any Module] { [NetworkModule()] }      // assembled first, once
///     var expects: [DeclaredDependency] { [.on(User.self)] }    // someone else provides it
///     func register(in container: Container) {
///         container.register(.singleton) { c in Payments(http: try c.resolve(), user: try c.resolve()) }
///     }
/// }
/// let app = try Container(name: "App", modules: [AppModule(), PaymentsModule()])
/// ```
/// Validation names the module of every registration, reports an expectation nothing provides
/// (`unmetExpectation`), a key two modules provide (`duplicateBinding`, whatever the container's `allowsOverrides`:
/// an override across modules would hide which one wins, and ``replaces`` says it), a cycle of module dependencies
/// (`moduleCycle`) and a replacement that leaves out a key (`incompleteReplacement`).
public protocol Module: Sendable {
    /// The module's name in diagnostics; its type's name by default.
    var name: String { get }
    /// Modules this one needs assembled; each is assembled once, before the modules that ask for it.
    var dependencies: [any Module] { get }
    /// Keys this module needs and does not register: another module of the assembly, or a parent container, must.
    var expects: [DeclaredDependency] { get }
    /// Modules this one stands in for (a test's fake): their `register` never runs, and this one must register
    /// every key they do.
    var replaces: [any Module.Type] { get }
    /// Registers the module's services.
    func register(in container: Container) throws
}

extension Module {
    public var name: String { String(describing: Self.self) }
    public var dependencies: [any Module] { [] }
    public var expects: [DeclaredDependency] { [] }
    public var replaces: [any Module.Type] { [] }
}
