import DIGraph
@testable import DIRuntime
import Testing

/// An auto-wired parameter is found one of three ways (`Container.autowired`): its binding; the plan's probe,
/// when the plan is published but the entry holds no bindings (a resolve that read them just as `remove` or
/// `reset` withdrew them, before the plan went); or the general lookup (no plan, a key the plan does not hold, a
/// tagged graph, a `Lazy`, `Provider` or optional parameter). Each way must make what the others make, for the
/// fixed-arity overloads and the parameter-pack one alike.
@Suite struct UnboundParameterTests {
    enum Way: String, CaseIterable, Sendable {
        /// Never bootstrapped: no plan, every parameter looked up.
        case lookedUp
        /// Bootstrapped: plain parameters bound.
        case bound
        /// Bootstrapped, then every entry's bindings withdrawn with the plan left published: plain parameters probed.
        case probed
    }

    final class Missing: Sendable {}

    /// Special parameters only: never bound, whatever the plan.
    final class Deferred: Sendable {
        let lazy: Lazy<D>
        let provider: Provider<C>
        let present: B?
        let absent: Missing?
        init(lazy: Lazy<D>, provider: Provider<C>, present: B?, absent: Missing?) {
            self.lazy = lazy
            self.provider = provider
            self.present = present
            self.absent = absent
        }
    }

    /// Seven parameters, plain and special: the parameter-pack overload.
    final class Wide: Sendable {
        let a: A
        let b: B
        let c: C
        let d: D
        let lazy: Lazy<D>
        let provider: Provider<C>
        let optional: B?
        init(a: A, b: B, c: C, d: D, lazy: Lazy<D>, provider: Provider<C>, optional: B?) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.lazy = lazy
            self.provider = provider
            self.optional = optional
        }
    }

    /// Nine parameters, the last two special: past the eighth, whether a parameter is special is asked of its
    /// type when it is resolved.
    final class Wider: Sendable {
        let wide: Wide
        let lazy: Lazy<D>
        let optional: Missing?
        init(a: A, b: B, c: C, d: D, e: A, f: B, wide: Wide, lazy: Lazy<D>, optional: Missing?) {
            self.wide = wide
            self.lazy = lazy
            self.optional = optional
        }
    }

    @Test(arguments: Way.allCases)
    func everyWayMakesWhatTheScopesSay(way: Way) throws {
        let container = Container(name: "App")
        container.register(A.init, scope: .unique)
        container.register(B.init, scope: .unique)
        container.register(C.init, scope: .unique)
        container.register(.singleton) { _ in D() }
        container.register(Deferred.init, scope: .unique)
        container.register(Wide.init, scope: .unique)
        container.register(Wider.init, scope: .unique)
        let tagged = D()
        container.register(instance: tagged, tag: Environment.production)
        try prepare(container, way)
        let singleton = try container.resolve(D.self)

        let a: A = try container.resolve()
        let other: A = try container.resolve()
        #expect(a.d === singleton)
        #expect(a.b !== other.b && a.b.c !== other.b.c)

        let deferred: Deferred = try container.resolve()
        #expect(try deferred.lazy.value === singleton)
        #expect(try deferred.provider() !== deferred.provider())
        #expect(deferred.present != nil)
        #expect(deferred.absent == nil)

        let wide: Wide = try container.resolve()
        #expect(wide.d === singleton && wide.a.d === singleton)
        #expect(try wide.lazy.value === singleton)
        #expect(wide.a.b !== wide.b && wide.b.c !== wide.c)
        #expect(try wide.provider() !== wide.provider())
        #expect(wide.optional != nil)

        let wider: Wider = try container.resolve()
        #expect(wider.wide.d === singleton)
        #expect(try wider.lazy.value === singleton)
        #expect(wider.optional == nil)

        // A tagged graph looks each parameter up under its tag first, whichever way the untagged one takes.
        let underTag = try container.resolve(Wide.self, tag: Environment.production)
        #expect(underTag.d === tagged && underTag.a.d === tagged)
        #expect(try underTag.lazy.value === tagged)
        #expect(try container.resolve(Wide.self, tag: Environment.development).d === singleton)
    }

    /// A child's parameter that its bootstrapped parent provides is in the child's plan: probed there when the
    /// child's entry holds no bindings.
    @Test(arguments: Way.allCases)
    func aParentsServiceIsFoundEveryWay(way: Way) throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in D() }
        parent.register(C.init, scope: .unique)
        try parent.bootstrap()
        let child = Container(name: "Child", parents: [parent])
        child.register(B.init, scope: .unique)
        child.register(A.init, scope: .unique)
        child.register(Wide.init, scope: .unique)
        try prepare(child, way)
        let singleton = try parent.resolve(D.self)
        #expect(try child.resolve(A.self).d === singleton)
        let wide = try child.resolve(Wide.self)
        #expect(wide.d === singleton && wide.optional != nil)
        #expect(try wide.lazy.value === singleton)
    }

    /// Registration tells which parameters are special, in the entry, for the first eight; past them, the type
    /// is asked when it is resolved.
    @Test func registrationTellsWhichParametersAreSpecial() throws {
        let container = Container(name: "App")
        container.register(A.init, scope: .unique)
        container.register(B.init, scope: .unique)
        container.register(C.init, scope: .unique)
        container.register(.singleton) { _ in D() }
        container.register(Deferred.init, scope: .unique)
        container.register(Wide.init, scope: .unique)
        container.register(Wider.init, scope: .unique)
        try container.bootstrap()
        #expect(try entry(Deferred.self, in: container).specialParameters == 0b1111)
        #expect(try entry(Wide.self, in: container).specialParameters == 0b111_0000)
        let wider = try entry(Wider.self, in: container)
        #expect(wider.specialParameters == 0b1000_0000)
        #expect(wider.isSpecialParameter(8, Missing?.self))
        #expect(!wider.isSpecialParameter(6, Wide.self))
        #expect(try entry(A.self, in: container).specialParameters == 0)
    }

    private func entry<Service>(_ type: Service.Type, in container: Container) throws -> Entry {
        try #require(container.plan?.entry(for: RuntimeKey(Service.self))?.takeUnretainedValue())
    }

    private func prepare(_ container: Container, _ way: Way) throws {
        guard way != .lookedUp else {
            #expect(container.plan == nil)
            return
        }
        try container.bootstrap()
        let plan = try #require(container.plan)
        let a = try #require(plan.entry(for: RuntimeKey(A.self))?.takeUnretainedValue())
        let b = try #require(plan.entry(for: RuntimeKey(B.self))?.takeUnretainedValue())
        #expect(a.boundParameters != ParameterBindings.none)
        guard way == .probed else { return }
        // What a concurrent `remove` leaves for an instant: the bindings gone, the plan still published. The
        // container never learns of these bindings (they are not in its retired ones), so they are freed here.
        for entry in plan.entries { entry.unbind()?.deallocate() }
        #expect(a.boundParameters == ParameterBindings.none)
        #expect(container.plan === plan)
        // The probe's key: a plain parameter's own type, which the plan holds; none for a special one.
        #expect(container.plannedParameterEntry(B.self, 0, of: a)?.takeUnretainedValue() === b)
        #expect(container.plannedParameterEntry(Lazy<D>.self, 4, of: try entry(Wide.self, in: container)) == nil)
    }
}
