public import DIWrappers
public import Testing

/// A Swift Testing trait that gives each test its own ``Resolver`` as `Resolver.shared`, so tests that
/// register and inject run in parallel without seeing each other's registrations.
///
/// ```swift
/// @Test(.resolver { $0.register(Bread.self) { Croissant() } })
/// func bakeryBakesCroissants() {
///     #expect(Bakery().bread is Croissant)
/// }
///
/// @Suite(.isolatedResolver) struct BakeryTests { … }   // every test of the suite gets a fresh resolver
/// ```
/// The resolver is bound before `configure` runs, so app code that registers through `Resolver.shared`
/// registers into the test's resolver. It lives in its own target because it imports Testing, which an app
/// must never link.
public struct ResolverTrait: TestTrait, SuiteTrait, TestScoping {
    let name: String
    let parents: @Sendable () -> [Resolver]
    let configure: @Sendable (Resolver) throws -> Void

    /// Applied to a suite, every test in it gets its own resolver.
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ResolverTrait? {
        // A suite, or a parameterized test as a whole, needs no scope of its own: each test case gets one.
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let resolver = Resolver(name: name, parents: parents())
        try await Resolver.withResolver(resolver) {
            try configure(resolver)
            try await function()
        }
    }
}

extension Trait where Self == ResolverTrait {
    /// Each test gets a fresh, empty resolver as `Resolver.shared`.
    public static var isolatedResolver: Self {
        ResolverTrait(name: "Resolver", parents: { [] }, configure: { _ in })
    }

    /// Each test gets a fresh resolver as `Resolver.shared`, set up by `configure` before the test runs.
    ///
    /// - Parameters:
    ///   - name: the resolver's name in diagnostics.
    ///   - parents: resolvers whose registrations the test's resolver sees (its own shadow theirs).
    ///   - configure: registers what the test needs.
    public static func resolver(
        name: String = "Resolver",
        parents: @escaping @Sendable () -> [Resolver] = { [] },
        _ configure: @escaping @Sendable (Resolver) throws -> Void
    ) -> Self {
        ResolverTrait(name: name, parents: parents, configure: configure)
    }
}
