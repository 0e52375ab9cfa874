// The same graph on the main actor, A -> B -> C and A -> D, in a container isolated to the main actor by its
// protocol. `MainResolveContainer.saber.swift` beside it is generated from this file by
// `digen generate --out Benchmarks/Sources/GeneratorBenchmark Benchmarks/Sources/GeneratorBenchmark/MainActorResolveGraph.swift`.

// @saber.container(MainResolveContainer)
// @saber.scope(MainResolve)
@MainActor
protocol MainResolveContaining {}

// @saber.scope(MainResolve)
@MainActor
final class MainServiceA {
    let b: MainServiceB
    let d: MainServiceD

    init(b: MainServiceB, d: MainServiceD) {
        self.b = b
        self.d = d
    }
}

// @saber.scope(MainResolve)
@MainActor
final class MainServiceB {
    let c: MainServiceC

    init(c: MainServiceC) {
        self.c = c
    }
}

// @saber.scope(MainResolve)
@MainActor
final class MainServiceC {}

// @saber.scope(MainResolve)
@MainActor
final class MainServiceD {}

/// The hand-written baseline on the main actor: closures wired by hand.
@MainActor
struct MainClosureBaseline {
    let makeC: () -> MainServiceC = { MainServiceC() }
    let makeD: () -> MainServiceD = { MainServiceD() }
    let makeB: (@escaping () -> MainServiceC) -> () -> MainServiceB = { makeC in { MainServiceB(c: makeC()) } }

    func makeA() -> MainServiceA {
        MainServiceA(b: makeB(makeC)(), d: makeD())
    }
}
