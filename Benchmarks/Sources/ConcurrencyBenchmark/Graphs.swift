import DIRuntime

// A -> B -> C, A -> D (D a singleton) three ways: nonisolated, on the main actor, and actors made with `await`.

final class C: Sendable { init() {} }
final class B: Sendable { let c: C; init(c: C) { self.c = c } }
final class D: Sendable { init() {} }
final class A: Sendable {
    let b: B, d: D
    init(b: B, d: D) { self.b = b; self.d = d }
}

@MainActor final class MainC { init() {} }
@MainActor final class MainB { let c: MainC; init(c: MainC) { self.c = c } }
@MainActor final class MainD { init() {} }
@MainActor final class MainA {
    let b: MainB, d: MainD
    init(b: MainB, d: MainD) { self.b = b; self.d = d }
}

actor AsyncC { init() async {} }
actor AsyncB { let c: AsyncC; init(c: AsyncC) async { self.c = c } }
actor AsyncD { init() async {} }
actor AsyncA {
    let b: AsyncB, d: AsyncD
    init(b: AsyncB, d: AsyncD) async { self.b = b; self.d = d }
}

/// The hand-written `await` of a value an actor holds: what reading a made async singleton is measured against.
actor Holder {
    let value: AsyncD
    init(_ value: AsyncD) { self.value = value }
    func get() -> AsyncD { value }
}

enum Containers {
    static func nonisolated() throws -> Container {
        let container = Container(name: "Nonisolated")
        container.register(C.init, scope: .unique)
        container.register(B.init, scope: .unique)
        container.register(D.init, scope: .singleton)
        container.register(A.init, scope: .unique)
        try container.bootstrap()
        return container
    }

    @MainActor
    static func mainActor() throws -> Container {
        let container = Container(name: "MainActor")
        container.register(MainC.init, on: MainActor.self, scope: .unique)
        container.register(MainB.init, on: MainActor.self, scope: .unique)
        container.register(MainD.init, on: MainActor.self, scope: .singleton)
        container.register(MainA.init, on: MainActor.self, scope: .unique)
        try container.bootstrap()
        return container
    }

    static func nonisolatedClosures() throws -> Container {
        let container = Container(name: "NonisolatedClosures")
        container.register(.unique) { _ in C() }
        container.register(.unique) { c in B(c: try c.resolve()) }
        container.register(.singleton) { _ in D() }
        container.register(.unique) { c in A(b: try c.resolve(), d: try c.resolve()) }
        try container.bootstrap()
        return container
    }

    @MainActor
    static func mainActorClosures() throws -> Container {
        let container = Container(name: "MainActorClosures")
        container.register(.unique, on: MainActor.self) { _ in MainC() }
        container.register(.unique, on: MainActor.self) { c in MainB(c: try c.resolve()) }
        container.register(.singleton, on: MainActor.self) { _ in MainD() }
        container.register(.unique, on: MainActor.self) { c in MainA(b: try c.resolve(), d: try c.resolve()) }
        try container.bootstrap()
        return container
    }

    static func async() async throws -> Container {
        let container = Container(name: "Async")
        container.register(AsyncC.init, scope: .unique)
        container.register(AsyncB.init, scope: .unique)
        container.register(AsyncD.init, scope: .singleton)
        container.register(AsyncA.init, scope: .unique)
        try await container.bootstrapAsync()
        _ = try await container.resolveAsync(AsyncD.self)
        return container
    }
}
