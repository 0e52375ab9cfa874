package import DIGraph

/// What a generated container renders for one service: its getter, its `make…` factory and its injector.
package struct ServicePlan: Hashable, Sendable {
    /// How the service value is made.
    package enum Construction: Hashable, Sendable {
        /// `TypeName(arguments)`.
        case initializer(typeName: String, arguments: [Argument])
        /// `let provider = self.fooProvider; return provider.method(arguments)`.
        case provider(provider: ValueReference, method: String, arguments: [Argument])
        /// A `bindTo` alias: the getter returns another service.
        case alias(target: ValueReference)
        /// `injectOnly`: no getter, no factory; only a public injector for instances made elsewhere.
        case injectOnly
    }

    /// Getter name, e.g. `fooBar` for `Foo.Bar`.
    package var memberName: String
    /// The service type as the getter returns it (`Foo`, or `Foo?` for a failable initializer).
    package var typeText: String
    package var construction: Construction
    package var isCached: Bool
    /// Classes and actors are injected in place; structs and enums through `inout`.
    package var isReference: Bool
    /// Property and method injections, then `didInject`.
    package var injections: [Injection]
    /// Where its getter, factory and injector run: the container's actor when the container is isolated, else
    /// where the service must be made.
    package var isolation: Isolation
    /// Its getter is `async`: it is made with `await`.
    package var isAsync: Bool
    /// Its getter `throws`: its factory or its injector does.
    package var isThrowing: Bool
    /// Its factory `throws`: an `async throws` initializer or provider method, or a dependency whose getter
    /// throws.
    package var makerThrows: Bool
    /// The initializer or provider method itself is `async throws`.
    package var constructionThrows: Bool
    /// What the container's `close()` calls on the kept instance (`@di.onClose`), if anything.
    package var closeMethod: CloseMethod?

    /// A method the container's `close()` calls on a kept instance.
    package struct CloseMethod: Hashable, Sendable {
        package var name: String
        package var isAsync: Bool

        package init(name: String, isAsync: Bool) {
            self.name = name
            self.isAsync = isAsync
        }
    }

    package init(
        memberName: String, typeText: String, construction: Construction, isCached: Bool = false,
        isReference: Bool = true, injections: [Injection] = [], isolation: Isolation = .nonisolated,
        isAsync: Bool = false, isThrowing: Bool = false, makerThrows: Bool? = nil, constructionThrows: Bool? = nil
    ) {
        self.makerThrows = makerThrows ?? isThrowing
        self.constructionThrows = constructionThrows ?? isThrowing
        self.memberName = memberName
        self.typeText = typeText
        self.construction = construction
        self.isCached = isCached
        self.isReference = isReference
        self.injections = injections
        self.isolation = isolation
        self.isAsync = isAsync
        self.isThrowing = isThrowing
    }

    /// Whether the getter's type is optional (a failable initializer or an optional provider result).
    package var isOptional: Bool { typeText.hasSuffix("?") || typeText.hasSuffix("!") }
}
