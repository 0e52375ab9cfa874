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
// @saber.cached
@MainActor
final class MainServiceD {}

/// The hand-written baseline on the main actor, as `ClosureBaseline`: stored closures, `D` made once and kept.
@MainActor
struct MainClosureBaseline {
    let makeA: () -> MainServiceA

    init() {
        let makeC = { MainServiceC() }
        let makeB = { MainServiceB(c: makeC()) }
        let d = MainServiceD()
        makeA = { MainServiceA(b: makeB(), d: d) }
    }
}
