// What isolation and async cost, side by side in one process:
//   - a main-actor graph resolved on the main actor against the same nonisolated graph (target ≤ 1.2×), on the
//     main thread, where Apple platforms run the main actor (and, for information, on the worker thread that
//     drains Linux's main queue once async code has suspended: a resolve asks the queue there, ~70 ns);
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

/// `measure` for synchronous rows, run before the process's first suspension: on the main thread, where Apple
/// platforms always run the main actor. (Linux drains the main queue from a worker thread once async code has
/// suspended; the last row measures that case.)
@MainActor
func measureOnMainThread(_ iterations: Int, _ body: () throws -> Void) rethrows -> Double {
    for _ in 0..<(iterations / 10) { try body() }
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    for _ in 0..<iterations { try body() }
    clock_gettime(CLOCK_MONOTONIC, &end)
    let nanoseconds = Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
    return nanoseconds / Double(iterations)
}

/// A synchronous row: resolves on the main actor, on the main thread.
struct SynchronousRow {
    let name: String
    let body: @MainActor () throws -> Void
}

@MainActor
func synchronousRows() throws -> [SynchronousRow] {
    let nonisolated = try Containers.nonisolated()
    let mainActor = try Containers.mainActor()
    let nonisolatedClosures = try Containers.nonisolatedClosures()
    let mainActorClosures = try Containers.mainActorClosures()
    return [
        SynchronousRow(name: "nonisolated A, resolved on the main actor") { consume(try nonisolated.resolve(A.self)) },
        SynchronousRow(name: "@MainActor A, resolved on the main actor") { consume(try mainActor.resolve(MainA.self)) },
        SynchronousRow(name: "nonisolated closures, on the main actor") {
            consume(try nonisolatedClosures.resolve(A.self))
        },
        SynchronousRow(name: "@MainActor closures, on the main actor") {
            consume(try mainActorClosures.resolve(MainA.self))
        },
    ]
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
    _ = (nonisolatedClosures, mainActorClosures)
    return [
        Row(name: "nonisolated A, main actor on a worker (Linux)", iterations: 1_000_000) {
            consume(try nonisolated.resolve(A.self))
        },
        Row(name: "@MainActor A, main actor on a worker (Linux)", iterations: 1_000_000) {
            consume(try mainActor.resolve(MainA.self))
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

/// The synchronous rows' medians, measured first, on the main thread.
@MainActor
func runSynchronously(runs: Int) throws -> [(String, Double)] {
    let all = try synchronousRows()
    var times = Array(repeating: [Double](), count: all.count)
    for _ in 0..<runs {
        for (index, row) in all.enumerated() { times[index].append(try measureOnMainThread(1_000_000, row.body)) }
    }
    return zip(all, times).map { row, samples in (row.name, samples.sorted()[samples.count / 2]) }
}

@MainActor
func run(synchronous: [(String, Double)], runs: Int) async throws {
    let all = try await rows()
    let arguments = CommandLine.arguments
    if arguments.count == 3, arguments[1] == "profile", let index = Int(arguments[2]) {
        let iterations = Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 100_000
        for _ in 0..<iterations { try await all[index].body() }
        return
    }
    var times = Array(repeating: [Double](), count: all.count)
    for _ in 0..<runs {
        for (index, row) in all.enumerated() { times[index].append(try await measure(row.iterations, row.body)) }
    }
    let medians = synchronous.map(\.1) + times.map { $0.sorted()[$0.count / 2] }
    for (index, name) in (synchronous.map(\.0) + all.map(\.name)).enumerated() {
        print(name.padding(toLength: 48, withPad: " ", startingAt: 0), String(format: "%8.1f ns", medians[index]))
    }
    func ratio(_ subject: Int, _ baseline: Int, target: Double?) -> String {
        let value = medians[subject] / medians[baseline]
        guard let target else { return String(format: "%.2f× (information)", value) }
        return String(format: "%.2f× (target ≤ %.1f×) %@", value, target, value <= target ? "met" : "NOT MET")
    }
    print("main-actor graph / nonisolated graph:        ", ratio(1, 0, target: 1.2))
    print("main-actor closures / nonisolated closures:  ", ratio(3, 2, target: 1.2))
    print("made async singleton / hand-written await:   ", ratio(7, 6, target: 2))
    print("async-initializer graph / hand-written awaits:", ratio(9, 8, target: 2))
    print("main-actor graph, main queue on a worker:    ", ratio(5, 4, target: nil))
}

// `ConcurrencyBenchmark profile-sync ROW`: one synchronous row's loop for callgrind, exiting before the first
// suspension (valgrind 3.19 stops inside the async main's `dispatch_main`).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "profile-sync", let index = Int(CommandLine.arguments[2]) {
    let body = try synchronousRows()[index].body
    let iterations = Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 100_000
    for _ in 0..<iterations { try body() }
    exit(0)
}

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let profiling = CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "profile"
try await run(synchronous: profiling ? [] : try runSynchronously(runs: runs), runs: runs)
