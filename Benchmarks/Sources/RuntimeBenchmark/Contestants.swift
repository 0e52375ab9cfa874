import DIRuntime
import Swinject

/// The hand-written floor: stored closures, a stored singleton. Sendable, so the contention mode's threads share
/// one, as they share one container.
struct HandWritten: Sendable {
    let makeA: @Sendable () -> A
    let makeD: @Sendable () -> D

    init() {
        let makeC: @Sendable () -> C = { C() }
        let makeB: @Sendable () -> B = { B(c: makeC()) }
        let d = D()
        makeD = { d }
        makeA = { A(b: makeB(), d: d) }
    }
}

enum Contestants {
    /// DIRuntime with auto-wired initializers.
    static func autowired(bootstrapped: Bool) throws -> DIRuntime.Container {
        let container = DIRuntime.Container(name: "Benchmark")
        registerAutowired(in: container)
        if bootstrapped { try container.bootstrap() }
        return container
    }

    static func registerAutowired(in container: DIRuntime.Container) {
        container.register(C.init, scope: .unique)
        container.register(B.init, scope: .unique)
        container.register(.singleton) { _ in D() }
        container.register(A.init, scope: .unique)
    }

    /// DIRuntime with factory closures that resolve through the container (Dip / Swinject style).
    static func closures() throws -> DIRuntime.Container {
        let container = DIRuntime.Container(name: "Benchmark")
        container.register(.unique) { _ in C() }
        container.register(.unique) { container in B(c: try container.resolve()) }
        container.register(.singleton) { _ in D() }
        container.register(.unique) { container in A(b: try container.resolve(), d: try container.resolve()) }
        try container.bootstrap()
        return container
    }

    static func swinject() -> Swinject.Container {
        let container = Swinject.Container()
        container.register(C.self) { _ in C() }.inObjectScope(.transient)
        container.register(B.self) { resolver in B(c: resolver.resolve(C.self)!) }.inObjectScope(.transient)
        container.register(D.self) { _ in D() }.inObjectScope(.container)
        container.register(A.self) { resolver in
            A(b: resolver.resolve(B.self)!, d: resolver.resolve(D.self)!)
        }.inObjectScope(.transient)
        return container
    }

    /// Calls `register` once per type of `Pair` nested `depth` levels over the ten leaves, starting from `base`.
    static func registerPairs<Base>(_ base: Base.Type, depth: Int, in container: DIRuntime.Container) {
        guard depth > 0 else {
            container.register(.unique) { _ in Pair<Base, L0>() }
            return
        }
        registerPairs(Pair<Base, L0>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L1>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L2>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L3>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L4>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L5>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L6>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L7>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L8>.self, depth: depth - 1, in: container)
        registerPairs(Pair<Base, L9>.self, depth: depth - 1, in: container)
    }
}
