// `RuntimeBenchmark collection`: resolving `[any Plugin]` of 8 transient contributions (`register(.unique,
// into:)`, bootstrapped) against a hand-written array of the same 8 closures, side by side in one run: thread CPU
// time and mallocs per resolve. `RuntimeBenchmark profile collection hand-written|runtime` loops one side for
// callgrind (the CI band `runtime-collection-8`, instruction-bands.txt).
import BenchmarkSupport
import DIRuntime

protocol Plugin: AnyObject, Sendable {}
final class Plugin0: Plugin {}
final class Plugin1: Plugin {}
final class Plugin2: Plugin {}
final class Plugin3: Plugin {}
final class Plugin4: Plugin {}
final class Plugin5: Plugin {}
final class Plugin6: Plugin {}
final class Plugin7: Plugin {}

enum CollectionBenchmark {
    /// The floor: eight stored closures, called into an array literal.
    struct HandWritten: Sendable {
        let make0: @Sendable () -> any Plugin = { Plugin0() }
        let make1: @Sendable () -> any Plugin = { Plugin1() }
        let make2: @Sendable () -> any Plugin = { Plugin2() }
        let make3: @Sendable () -> any Plugin = { Plugin3() }
        let make4: @Sendable () -> any Plugin = { Plugin4() }
        let make5: @Sendable () -> any Plugin = { Plugin5() }
        let make6: @Sendable () -> any Plugin = { Plugin6() }
        let make7: @Sendable () -> any Plugin = { Plugin7() }

        func plugins() -> [any Plugin] {
            [make0(), make1(), make2(), make3(), make4(), make5(), make6(), make7()]
        }
    }

    static func container() throws -> DIRuntime.Container {
        let container = DIRuntime.Container(name: "Plugins")
        container.register(.unique, into: [any Plugin].self) { _ in Plugin0() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin1() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin2() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin3() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin4() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin5() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin6() }
        container.register(.unique, into: [any Plugin].self) { _ in Plugin7() }
        try container.bootstrap()
        return container
    }

    /// The two sides, by the names `profile collection SIDE` takes.
    static func sides() throws -> [(name: String, body: () throws -> Void)] {
        let handWritten = HandWritten()
        let container = try container()
        return [
            ("hand-written", { consume(handWritten.plugins()) }),
            ("runtime", { consume(try container.resolve([any Plugin].self)) }),
        ]
    }

    static func run(runs: Int, iterations: Int) throws {
        try SideBySide.run(sides(), title: "[any Plugin] of 8 transient contributions (resolves)", runs: runs, iterations: iterations)
    }
}

/// Keeps a collection alive past the optimizer.
@inline(never)
func consume(_ value: [any Plugin]) {
    withExtendedLifetime(value) {}
}
