public import DIRuntime

extension Resolver {
    /// Assembles modules into this resolver, as ``/DIRuntime/Container/init(name:parents:allowsOverrides:modules:)``
    /// does into a container: dependencies first, each module once, replaced modules left out.
    ///
    /// ```swift
    /// struct BakeryModule: Module {
    ///     func register(in container: Container) {
    ///         Resolver.shared.register(Bread.self) { Croissant() }    // registers into the resolver installing it
    ///     }
    /// }
    /// try Resolver.shared.install([BakeryModule()])
    /// ```
    /// While a module registers, `Resolver.shared` is this resolver, so a module written in Trifork's style registers
    /// here; a test installs a replacement the same way (`@Test(.resolver { try $0.install([FakeOvenModule()]) })`).
    ///
    /// - Throws: ``/DIRuntime/ModuleError`` when a module's `register` throws.
    public func install(_ modules: [any Module]) throws {
        try container.assemble(modules) { target, register in
            let resolver = target === container ? self : Resolver(wrapping: target)
            try Resolver.withResolver(resolver, register)
        }
    }
}
