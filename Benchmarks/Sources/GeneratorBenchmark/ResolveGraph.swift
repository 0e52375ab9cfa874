// The graph the resolve benchmark measures, A -> B -> C and A -> D, as Saber-annotated services.
// `ResolveContainer.saber.swift` beside it is generated from this file by
// `digen generate --out Benchmarks/Sources/GeneratorBenchmark Benchmarks/Sources/GeneratorBenchmark/ResolveGraph.swift`.

// @saber.container(ResolveContainer)
// @saber.scope(Resolve)
protocol ResolveContaining {}

// @saber.scope(Resolve)
final class ServiceA {
    let b: ServiceB
    let d: ServiceD

    // @saber.inject
    init(b: ServiceB, d: ServiceD) {
        self.b = b
        self.d = d
    }
}

// @saber.scope(Resolve)
final class ServiceB {
    let c: ServiceC

    // @saber.inject
    init(c: ServiceC) {
        self.c = c
    }
}

// @saber.scope(Resolve)
final class ServiceC {}

// @saber.scope(Resolve)
// @saber.cached
final class ServiceD {}
