// Resolve cost of A -> B -> C, A -> D side by side: hand-written closures, DIRuntime, Swinject 2.10.0.
// Usage: swift run -c release RuntimeBenchmark [runs]
//        RuntimeBenchmark contention [rounds] [seconds]   throughput at 1, 2 and 8 threads (Contention.swift)
//        RuntimeBenchmark cold MODE                        first registrations in a process (Cold.swift)
//        RuntimeBenchmark depth                            chains on a 512 KiB stack (StackDepth.swift)
//        RuntimeBenchmark collection [runs]                [any Plugin] of 8 against 8 closures (Collections.swift)
//        RuntimeBenchmark scope [runs]                     a session opened, used and closed; one in use (Scopes.swift)
//        RuntimeBenchmark modules [runs]                   50 modules assembled and bootstrapped (Modules.swift)
import BenchmarkSupport
import DIRuntime
import MallocCounter
import Swinject
#if canImport(Glibc)
import Glibc
#endif

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let iterations = 1_000_000

// Modes that build their own contestants run before this file builds any.
if CommandLine.arguments.dropFirst().first == "contention" {
    let arguments = CommandLine.arguments.dropFirst(2)
    try Contention.run(
        rounds: arguments.first.flatMap(Int.init) ?? 3, seconds: arguments.dropFirst().first.flatMap(Double.init) ?? 1)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "depth" {
    exit(StackDepth.run() ? 0 : 1)
}
if CommandLine.arguments.dropFirst().first == "collection" {
    try CollectionBenchmark.run(runs: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5, iterations: 1_000_000)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "scope" {
    try ScopeBenchmark.run(runs: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5, iterations: 100_000)
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "modules" {
    try ModuleBenchmark.run(runs: CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? 5, iterations: 200)
    exit(0)
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile", CommandLine.arguments[2] == "modules" {
    guard let side = ModuleBenchmark.sides().first(where: { $0.name == CommandLine.arguments[3] }) else { exit(2) }
    _ = try LoopMeasurement.of(iterations: Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 200, side.body)
    exit(0)
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile", CommandLine.arguments[2] == "scope" {
    guard let side = try ScopeBenchmark.sides().first(where: { $0.name == CommandLine.arguments[3] }) else { exit(2) }
    _ = try LoopMeasurement.of(iterations: Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 2_000_000, side.body)
    exit(0)
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile", CommandLine.arguments[2] == "scope-read" {
    guard let side = try ScopeBenchmark.readSides().first(where: { $0.name == CommandLine.arguments[3] }) else { exit(2) }
    _ = try LoopMeasurement.of(iterations: Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 2_000_000, side.body)
    exit(0)
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile", CommandLine.arguments[2] == "collection" {
    guard let side = try CollectionBenchmark.sides().first(where: { $0.name == CommandLine.arguments[3] }) else { exit(2) }
    _ = try LoopMeasurement.of(iterations: Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 20_000_000, side.body)
    exit(0)
}
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "cold" {
    ColdRegistration.run(CommandLine.arguments[2])
    exit(0)
}

let handWritten = HandWritten()
let autowired = try Contestants.autowired(bootstrapped: true)
let autowiredUnfrozen = try Contestants.autowired(bootstrapped: false)
let closures = try Contestants.closures()
let swinject = Contestants.swinject()
let crowded = DIRuntime.Container(name: "Crowded")
Contestants.registerPairs(L0.self, depth: 4, in: crowded)
Contestants.registerAutowired(in: crowded)
try crowded.bootstrap()

struct Row {
    let name: String
    let resolveA: () throws -> Void
    let resolveD: () throws -> Void
}

let rows: [Row] = [
    Row(name: "hand-written closures (baseline)",
        resolveA: { consume(handWritten.makeA()) }, resolveD: { consume(handWritten.makeD()) }),
    Row(name: "DIRuntime, auto-wired, bootstrapped",
        resolveA: { consume(try autowired.resolve(A.self)) }, resolveD: { consume(try autowired.resolve(D.self)) }),
    Row(name: "DIRuntime, closures, bootstrapped",
        resolveA: { consume(try closures.resolve(A.self)) }, resolveD: { consume(try closures.resolve(D.self)) }),
    Row(name: "DIRuntime, auto-wired, not bootstrapped",
        resolveA: { consume(try autowiredUnfrozen.resolve(A.self)) },
        resolveD: { consume(try autowiredUnfrozen.resolve(D.self)) }),
    Row(name: "DIRuntime, auto-wired, + 10,000 registrations",
        resolveA: { consume(try crowded.resolve(A.self)) }, resolveD: { consume(try crowded.resolve(D.self)) }),
    Row(name: "Swinject 2.10.0",
        resolveA: { consume(swinject.resolve(A.self)!) }, resolveD: { consume(swinject.resolve(D.self)!) }),
]

// `RuntimeBenchmark profile ROW A|D` loops one measurement for a profiler and prints nothing else.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile", let row = Int(CommandLine.arguments[2]) {
    let body = CommandLine.arguments[3] == "A" ? rows[row].resolveA : rows[row].resolveD
    _ = try LoopMeasurement.of(iterations: Int(String(cString: getenv("PROFILE_ITERATIONS") ?? strdup(""))) ?? 20_000_000, body)
    exit(0)
}
// `RuntimeBenchmark registration` prints only the median registration time, so runs in separate processes can
// be compared; `profile-registration` takes more samples, for a profiler.
if CommandLine.arguments.count == 2, ["registration", "profile-registration"].contains(CommandLine.arguments[1]) {
    registerConcreteTypes(in: DIRuntime.Container())
    registerAutowiredTypes(in: DIRuntime.Container())
    let count = CommandLine.arguments[1] == "registration" ? 140 : 5_000
    let factories = (0..<count).map { _ in registrationTime(registerConcreteTypes) }.sorted()
    let autowired = (0..<count).map { _ in registrationTime(registerAutowiredTypes) }.sorted()
    print("factory \(format(factories[count / 2])) auto-wired \(format(autowired[count / 2]))")
    exit(0)
}

// Interleaved runs, so drift on a shared machine hits every row alike; the median of each is reported.
var samplesA = Array(repeating: [LoopMeasurement](), count: rows.count)
var samplesD = Array(repeating: [LoopMeasurement](), count: rows.count)
for _ in 0..<runs {
    for (index, row) in rows.enumerated() {
        samplesA[index].append(try LoopMeasurement.of(iterations: iterations, row.resolveA))
        samplesD[index].append(try LoopMeasurement.of(iterations: iterations, row.resolveD))
    }
}
let resolveA = samplesA.map(LoopMeasurement.median)
let resolveD = samplesD.map(LoopMeasurement.median)

/// The median over runs of `row`'s time divided by `reference`'s time in the same run: runs are interleaved, so
/// a ratio taken within one run cancels most of the drift of a shared machine.
func medianRatio(_ samples: [[LoopMeasurement]], _ row: Int, to reference: Int) -> Double {
    let ratios = zip(samples[row], samples[reference]).map { $0.nanoseconds / $1.nanoseconds }
    return ratios.sorted()[ratios.count / 2]
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    let scale = Double([1, 10, 100, 1000][digits])
    let rounded = (value * scale).rounded() / scale
    return String(rounded)
}

print("thread CPU time, median of \(runs) interleaved runs × \(iterations) resolves, release build")
print("| contestant | resolve A ns | A ratio | A mallocs | resolve D ns | D ratio | D mallocs |")
print("|---|---:|---:|---:|---:|---:|---:|")
for (index, row) in rows.enumerated() {
    let a = resolveA[index]
    let d = resolveD[index]
    print("| \(row.name) | \(format(a.nanoseconds)) | \(format(medianRatio(samplesA, index, to: 0), 2))× | \(format(a.mallocs, 2)) | \(format(d.nanoseconds)) | \(format(medianRatio(samplesD, index, to: 0), 2))× | \(format(d.mallocs, 2)) |")
}
let crowdedIndex = 4
print("flatness with 10,000 other registrations (vs the same container without them): A \(format(medianRatio(samplesA, crowdedIndex, to: 1), 3))×, D \(format(medianRatio(samplesD, crowdedIndex, to: 1), 3))×")
print("ratios are medians of per-run ratios; times are medians of per-run times")

// Registration: 200 factory registrations of distinct concrete types (as an app writes them) into a fresh
// container, repeated. One warm-up pass makes the types' metadata, so the timed passes measure the container.
// Time and heap bytes come from separate samples: counting heap bytes walks glibc's bins (`mallinfo2`), and a
// sample timed right after that walk took about 40 ns more per registration (measured alternating in one
// process), a cost no app pays.
registerConcreteTypes(in: DIRuntime.Container())
registerAutowiredTypes(in: DIRuntime.Container())
let factoryTimes = (0..<(runs * 20)).map { _ in registrationTime(registerConcreteTypes) }
let factoryMemory = (0..<runs).map { _ in registrationBytesRetained(registerConcreteTypes) }
let autowiredTimes = (0..<(runs * 20)).map { _ in registrationTime(registerAutowiredTypes) }
let autowiredMemory = (0..<runs).map { _ in registrationBytesRetained(registerAutowiredTypes) }

/// The median of `values`.
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

print("registration, factory (200 `register { _ in R() }` of concrete types into a fresh container): \(format(median(factoryTimes))) ns, \(format(median(factoryMemory.map(\.bytes)))) heap bytes and \(format(median(factoryMemory.map(\.mallocs)), 2)) mallocs each (medians of \(factoryTimes.count) and \(factoryMemory.count) samples)")
print("registration, auto-wired (200 `register(W.init)`, one parameter each): \(format(median(autowiredTimes))) ns, \(format(median(autowiredMemory.map(\.bytes)))) heap bytes and \(format(median(autowiredMemory.map(\.mallocs)), 2)) mallocs each")

/// 200 registrations by `register` into a fresh container: thread CPU time per registration.
func registrationTime(_ register: (DIRuntime.Container) -> Void) -> Double {
    let container = DIRuntime.Container()
    let start = LoopMeasurement.now()
    register(container)
    let elapsed = LoopMeasurement.now() - start
    return withExtendedLifetime(container) { Double(elapsed) / 200 }
}

/// 200 registrations by `register` into a fresh container: heap bytes the container holds afterwards and
/// mallocs made, per registration.
func registrationBytesRetained(_ register: (DIRuntime.Container) -> Void) -> (bytes: Double, mallocs: Double) {
    let container = DIRuntime.Container()
    let bytesBefore = malloc_counter_bytes_in_use()
    let mallocsBefore = malloc_counter_allocations()
    register(container)
    let mallocs = Double(malloc_counter_allocations() - mallocsBefore)
    let bytes = Double(malloc_counter_bytes_in_use()) - Double(bytesBefore)
    return withExtendedLifetime(container) { (bytes / 200, mallocs / 200) }
}
