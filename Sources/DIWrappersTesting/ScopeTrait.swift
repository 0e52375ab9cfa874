public import DIRuntime
public import DIWrappers
public import Testing

/// A Swift Testing trait that gives each test its own opened scope as `Resolver.shared`: the scope is opened before
/// the test, bound for it (its `@Inject`s read the scope, and the scope's parent through it), and closed after it,
/// so a test of session code starts with a fresh session and never sees another test's.
///
/// ```swift
/// enum App { static let sessions = Resolver.shared.scope("Session") { … } }
///
/// @Test(.openedScope(App.sessions) { $0.bind(User(name: "ada")) })
/// func checkoutUsesTheSignedInUser() {
///     #expect(CheckoutModel().user.name == "ada")
/// }
/// ```
/// A close action that throws fails the test with the scope's ``/DIRuntime/ScopeError``.
public struct ScopeTrait: TestTrait, SuiteTrait, TestScoping {
    let scope: @Sendable () -> ResolverScope
    let bind: @Sendable (inout ScopeBinder) throws -> Void

    /// Applied to a suite, every test in it gets its own opened scope.
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ScopeTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let session = try scope().open(bind)
        do {
            try await Resolver.withResolver(session) { try await function() }
        } catch {
            _ = try? await session.close()
            throw error
        }
        try await session.close()
    }
}

extension Trait where Self == ScopeTrait {
    /// Each test gets the scope `scope` opened anew, with `bind`'s values, as `Resolver.shared`; closed after it.
    ///
    /// - Parameters:
    ///   - scope: the scope to open, read when each test starts.
    ///   - bind: binds a value to every external the scope declares.
    public static func openedScope(
        _ scope: @autoclosure @escaping @Sendable () -> ResolverScope,
        bind: @escaping @Sendable (inout ScopeBinder) throws -> Void = { _ in }
    ) -> Self {
        ScopeTrait(scope: scope, bind: bind)
    }
}
