// What isolation and async cost, side by side in one process:
//   - a main-actor graph resolved on the main actor against the same nonisolated graph (target ≤ 1.2×);
//   - `await` of a made async singleton against a hand-written `await` of an actor-held value (target ≤ 2×);
//   - a graph of async initializers against hand-written awaits of the same initializers (target ≤ 2×).
// Usage: swift run -c release ConcurrencyBenchmark [runs]
//        swift run -c release ConcurrencyBenchmark profile ROW   (one row's loop, for valgrind --tool=callgrind)
import DIRuntime
import Foundation
#if canImport(Glibc)
import Glibc
#endif

@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Wall time per iteration (async rows hop threads, so a thread's CPU time would miss their work).
@MainActor
func measure(_ iterations: Int, _ body: () async throws -> Void) async rethrows -> Double {
    for _ in 0..<(iterations / 10) { try await body() }
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    for _ in 0..<iterations { try await body() }
    clock_gettime(CLOCK_MONOTONIC, &end)
    let nanoseconds = Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
    return nanoseconds / Double(iterations)
}

struct Row {
    let name: String
    let iterations: Int
    let body: @MainActor () async throws -> Void
}

@MainActor
func rows() async throws -> [Row] {
    let nonisolated = try Containers.nonisolated()
    let mainActor = try Containers.mainActor()
    let nonisolatedClosures = try Containers.nonisolatedClosures()
    let mainActorClosures = try Containers.mainActorClosures()
    let async = try await Containers.async()
    let holder = Holder(try await async.resolveAsync(AsyncD.self))
    let d = try await async.resolveAsync(AsyncD.self)
    return [
        Row(name: "nonisolated A, resolved on the main actor", iterations: 1_000_000) {
            consume(try nonisolated.resolve(A.self))
        },
        Row(name: "@MainActor A, resolved on the main actor", iterations: 1_000_000) {
            consume(try mainActor.resolve(MainA.self))
        },
        Row(name: "nonisolated closures, on the main actor", iterations: 1_000_000) {
            consume(try nonisolatedClosures.resolve(A.self))
        },
        Row(name: "@MainActor closures, on the main actor", iterations: 1_000_000) {
            consume(try mainActorClosures.resolve(MainA.self))
        },
        Row(name: "hand-written await of an actor-held value", iterations: 200_000) {
            consume(await holder.get())
        },
        Row(name: "resolveAsync of a made async singleton", iterations: 200_000) {
            consume(try await async.resolveAsync(AsyncD.self))
        },
        Row(name: "hand-written awaits of the async initializers", iterations: 100_000) {
            consume(await AsyncA(b: await AsyncB(c: await AsyncC()), d: d))
        },
        Row(name: "resolveAsync of A (async initializers)", iterations: 100_000) {
            consume(try await async.resolveAsync(AsyncA.self))
        },
    ]
}

@MainActor
func run() async throws {
    let all = try await rows()
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "profile", let index = Int(arguments[2]) {
        let iterations = Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 100_000
        for _ in 0..<iterations { try await all[index].body() }
        return
    }
    let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5
    var times = Array(repeating: [Double](), count: all.count)
    for _ in 0..<runs {
        for (index, row) in all.enumerated() { times[index].append(try await measure(row.iterations, row.body)) }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    for (index, row) in all.enumerated() {
        print(row.name.padding(toLength: 48, withPad: " ", startingAt: 0), String(format: "%8.1f ns", medians[index]))
    }
    func ratio(_ subject: Int, _ baseline: Int, target: Double) -> String {
        let value = medians[subject] / medians[baseline]
        return String(format: "%.2f× (target ≤ %.1f×) %@", value, target, value <= target ? "met" : "NOT MET")
    }
    print("main-actor graph / nonisolated graph:        ", ratio(1, 0, target: 1.2))
    print("main-actor closures / nonisolated closures:  ", ratio(3, 2, target: 1.2))
    print("made async singleton / hand-written await:   ", ratio(5, 4, target: 2))
    print("async-initializer graph / hand-written awaits:", ratio(7, 6, target: 2))
}

try await run()
