import DIGraph
@testable import DIRuntime
import Testing

/// `bootstrap()` binds auto-wired parameters to their entries and proves which entries need no cycle check
/// (`ParameterBindings.swift`): what a resolve makes must not change, and every cycle must still be reported.
@Suite struct ParameterBindingTests {
    final class Shared: Sendable {}
    final class Pair: Sendable {
        let first: Shared
        let second: Shared
        init(first: Shared, second: Shared) {
            self.first = first
            self.second = second
        }
    }

    /// Bound or probed, each parameter gets what its scope says: a new `unique` instance, the one singleton,
    /// one `shared` instance per resolve.
    @Test(arguments: [false, true])
    func boundParametersMakeWhatTheirScopesSay(bootstrapped: Bool) throws {
        let container = Container(name: "App")
        registerBenchmarkGraph(in: container)
        container.register(Shared.init, scope: .shared)
        container.register(Pair.init, scope: .unique)
        if bootstrapped { try container.bootstrap() }
        let first: A = try container.resolve()
        let second: A = try container.resolve()
        #expect(first !== second && first.b !== second.b && first.b.c !== second.b.c)
        #expect(first.d === second.d)
        let pair: Pair = try container.resolve()
        let other: Pair = try container.resolve()
        #expect(pair.first === pair.second, "one shared instance per resolve")
        #expect(pair.first !== other.first, "a new shared instance in the next resolve")
    }

    @Test func aParameterIsBoundToTheEntryOfABootstrappedParent() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        parent.register(C.init, scope: .unique)
        let child = Container(name: "Child", parents: [parent])
        child.register(B.init, scope: .unique)
        child.register(A.init, scope: .unique)
        try parent.bootstrap()
        try child.bootstrap()
        let a: A = try child.resolve()
        #expect(a.d === (try parent.resolve(D.self)))
        #expect(try entry(A.self, of: child).isProven)
    }

    /// Which entries bootstrap proves: auto-wired ones whose every parameter is plain and bound, and that its
    /// validation saw. A factory closure may resolve anything, and a `Lazy` parameter may be used while its
    /// entry is made, so both keep checking.
    @Test func bootstrapProvesOnlyValidatedAutowiredEntriesWithEveryParameterBound() throws {
        let container = Container(name: "App")
        registerBenchmarkGraph(in: container)
        container.register(LazyOwner.init, scope: .unique)
        container.register(EagerWorker.init, scope: .unique)
        try container.bootstrap()
        #expect(try entry(A.self, of: container).isProven)
        #expect(try entry(B.self, of: container).isProven)
        #expect(try entry(C.self, of: container).isProven, "no parameters: no edges")
        #expect(try !entry(D.self, of: container).isProven, "a factory closure")
        #expect(try !entry(LazyOwner.self, of: container).isProven, "a lazy parameter")

        // An entry bootstrap's validation did not see (registered while it ran) is bound but not proven.
        let unvalidated = Container(name: "Unvalidated")
        unvalidated.register(B.init, scope: .unique)
        unvalidated.register(C.init, scope: .unique)
        let entries = unvalidated.state.withLock { $0.keyedEntries }
        let plan = ResolutionPlan(keys: entries)
        let b = try #require(entries[RuntimeKey(B.self)])
        b.bind(in: plan, validated: false)
        #expect(!b.isProven)
        b.bind(in: plan, validated: true)
        #expect(b.isProven)
    }

    /// A cycle closed by a factory closure, which validation cannot see, reads the same bootstrapped or not: the
    /// closure's `resolve()` checks, even for the proven entry it reaches.
    @Test func aCycleThroughAFactoryClosureIsFoundOnceBootstrapped() throws {
        let container = Container(name: "App")
        container.register(Head.init, scope: .unique)
        let headLine = #line - 1
        container.register(.unique) { container -> Tail in
            _ = try container.resolve(Head.self)
            return Tail()
        }
        let tailLine = #line - 4
        let expected = """
            DIRuntimeTests/ParameterBindingTests.swift:\(headLine):27: error: [dependencyCycle] dependency cycle: Head -> Tail -> Head
            DIRuntimeTests/ParameterBindingTests.swift:\(headLine):27: note: 'Head' needs 'Tail'
            DIRuntimeTests/ParameterBindingTests.swift:\(tailLine):27: note: 'Tail' needs 'Head'
            note: resolution path: 'Head' -> 'Tail' -> 'Head'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            """
        #expect(renderedError { _ = try container.resolve(Head.self) } == expected)
        try container.bootstrap()
        #expect(try entry(Head.self, of: container).isProven)
        #expect(renderedError { _ = try container.resolve(Head.self) } == expected)
        let fromTail = renderedError { _ = try container.resolve(Tail.self) }
        #expect(fromTail?.contains("dependency cycle: Head -> Tail -> Head") == true, "\(fromTail ?? "no error")")
        #expect(fromTail?.contains("resolution path: 'Tail' -> 'Head' -> 'Tail'\n") == true, "\(fromTail ?? "no error")")
    }

    /// Code in a proven initializer may close a cycle no edge shows: a `Provider` another entry was given, or a
    /// call into the container. Both come back into the resolve through a way that checks.
    @Test(arguments: [false, true])
    func aCycleClosedByAnInitializersOwnCodeIsFound(bootstrapped: Bool) throws {
        let byProvider = Container(name: "Provider")
        byProvider.register(ProviderHolder.init, scope: .unique)
        byProvider.register(ProviderBoss.init, scope: .unique)
        byProvider.register(ProviderWorker.init, scope: .unique)
        if bootstrapped { try byProvider.bootstrap() }
        let providerError = try #require(throws: (any Error).self) { _ = try byProvider.resolve(ProviderWorker.self) }
        #expect((providerError as? ResolutionError)?.code == .dependencyCycle, "\(providerError)")

        let byLocator = Container(name: "Locator")
        let locator = Locator(byLocator)
        byLocator.register(instance: locator)
        byLocator.register(LocatingHead.init, scope: .unique)
        byLocator.register(LocatedTail.init, scope: .unique)
        if bootstrapped {
            try byLocator.bootstrap()
            #expect(try entry(LocatingHead.self, of: byLocator).isProven)
        }
        let locatorError = try #require(throws: (any Error).self) { _ = try byLocator.resolve(LocatingHead.self) }
        #expect((locatorError as? ResolutionError)?.code == .dependencyCycle, "\(locatorError)")
    }

    /// A tagged graph looks parameters up under its tag, through edges validation never joined into a cycle:
    /// here `Tail (tag "loop")` needs `Head`, which needs `Tail`, tagged again. Proven entries check there.
    @Test func aCycleOnlyATaggedGraphClosesIsFoundOnceBootstrapped() throws {
        let container = Container(name: "App")
        container.register(Head.init, scope: .unique)
        container.register({ Tail() }, scope: .unique)
        container.register(Tail.init(head:), scope: .unique, tag: "loop")
        try container.bootstrap()
        #expect(try entry(Head.self, of: container).isProven)
        #expect(try container.resolve(Head.self).tail.head == nil)
        let error = try #require(throws: ResolutionError.self) { _ = try container.resolve(Head.self, tag: "loop") }
        #expect(error.code == .dependencyCycle)
        #expect(error.diagnostic.message.contains("Head -> Tail (tag \"loop\") -> Head"), "\(error)")
    }

    /// `remove` and `reset` withdraw the frozen plan, and with it what bootstrap bound and proved: a parameter
    /// reaches the registration made since, and a cycle it closes is found, before and after bootstrapping again.
    @Test func removingARegistrationWithdrawsTheBindingsToIt() throws {
        let container = Container(name: "App")
        container.register(Head.init, scope: .unique)
        container.register({ Tail() }, scope: .unique)
        try container.bootstrap()
        #expect(try container.resolve(Head.self).tail.head == nil)
        #expect(try entry(Head.self, of: container).isProven)

        container.remove(Tail.self)
        let replacements = Counter()
        container.register(.unique) { _ -> Tail in
            replacements.increment()
            return Tail()
        }
        _ = try container.resolve(Head.self)
        #expect(replacements.value == 1, "the parameter reached the registration made after remove")
        try container.bootstrap()
        _ = try container.resolve(Head.self)
        #expect(replacements.value == 2, "bound again, to the new registration")

        container.reset()
        container.register(Head.init, scope: .unique)
        container.register(.unique) { container -> Tail in Tail(head: try container.resolve()) }
        #expect(try #require(throws: ResolutionError.self) { _ = try container.resolve(Head.self) }.code == .dependencyCycle)
        try container.bootstrap()
        #expect(try #require(throws: ResolutionError.self) { _ = try container.resolve(Head.self) }.code == .dependencyCycle)
    }

    /// A provisional plan (published once resolves go quiet, before any bootstrap) binds parameters too, proves
    /// nothing, and the next registration withdraws its bindings with it.
    @Test func aProvisionalPlanBindsUntilTheNextRegistration() throws {
        let container = Container(name: "App")
        container.register(Head.init, scope: .unique)
        container.register({ Tail() }, scope: .unique)
        for _ in 0...ContainerState.lookupsBeforeProvisionalPlan {
            #expect(try container.resolve(Head.self).tail.head == nil)
        }
        let head = try entry(Head.self, of: container)
        #expect(head.boundParameters != ParameterBindings.none, "bound by the provisional plan")
        #expect(!head.isProven, "a provisional plan is not validated")

        let replacements = Counter()
        container.register(.unique) { _ -> Tail in
            replacements.increment()
            return Tail()
        }
        #expect(head.boundParameters == ParameterBindings.none)
        _ = try container.resolve(Head.self)
        #expect(replacements.value == 1, "the parameter reached the registration that replaced the bound one")
    }

    /// A lazy parameter read while its entry is made closes a cycle through a proven entry.
    @Test func aLazyParameterReadDuringConstructionIsACycleOnceBootstrapped() throws {
        let container = Container(name: "App")
        container.register(LazyOwner.init, scope: .unique)
        container.register(EagerWorker.init, scope: .unique)
        try container.bootstrap()
        #expect(try entry(EagerWorker.self, of: container).isProven)
        let error = try #require(throws: ResolutionError.self) { _ = try container.resolve(EagerWorker.self) }
        #expect(error.code == .dependencyCycle)
    }

    // MARK: Fixtures

    final class Head: Sendable {
        let tail: Tail
        init(tail: Tail) { self.tail = tail }
    }

    final class Tail: Sendable {
        let head: Head?
        init() { head = nil }
        init(head: Head) { self.head = head }
    }

    /// Reads its lazy worker while it is made.
    final class LazyOwner: Sendable {
        init(worker: Lazy<EagerWorker>) throws { _ = try worker.value }
    }

    final class EagerWorker: Sendable {
        let owner: LazyOwner
        init(owner: LazyOwner) { self.owner = owner }
    }

    /// Calls the `Provider` it is given while it is made; the worker it provides needs a boss.
    final class ProviderBoss: Sendable {
        init(holder: ProviderHolder) throws { _ = try holder.worker() }
    }

    final class ProviderHolder: Sendable {
        let worker: Provider<ProviderWorker>
        init(worker: Provider<ProviderWorker>) { self.worker = worker }
    }

    final class ProviderWorker: Sendable {
        init(boss: ProviderBoss) {}
    }

    /// Reaches the container from inside an initializer, as a service locator would.
    final class Locator: Sendable {
        private let box: Unmanaged<Container>
        init(_ container: Container) { box = .passUnretained(container) }
        var container: Container { box.takeUnretainedValue() }
    }

    /// Asks the container for its tail while it is made, through a locator it was given.
    final class LocatingHead: Sendable {
        init(locator: Locator) throws { _ = try locator.container.resolve(LocatedTail.self) }
    }

    final class LocatedTail: Sendable {
        init(head: LocatingHead) {}
    }

    /// The benchmark's graph (`Fixtures.swift`): `A`, `B`, `C` auto-wired and `unique`, `D` a singleton factory.
    private func registerBenchmarkGraph(in container: Container) {
        container.register(A.init, scope: .unique)
        container.register(B.init, scope: .unique)
        container.register(C.init, scope: .unique)
        container.register(.singleton) { _ in D() }
    }

    private func entry<Service>(_ type: Service.Type, of container: Container) throws -> Entry {
        try #require(container.plan?.entry(for: RuntimeKey(Service.self))?.takeUnretainedValue())
    }
}

extension Entry {
    /// Whether bootstrap proved the entry needs no cycle check.
    fileprivate var isProven: Bool { stateByte.loadRelaxed() & EntryState.checksCycles == 0 }
}
