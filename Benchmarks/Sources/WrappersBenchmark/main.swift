// What a property wrapper adds to the DIRuntime resolve it wraps, and what a read of a resolved value costs.
// Usage: swift run -c release WrappersBenchmark [runs]
import BenchmarkSupport
import DIWrappers
import Foundation

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 5
let resolveIterations = 1_000_000
let readIterations = 20_000_000

/// One comparison: a subject and the baseline it is held against, measured alternately.
struct Comparison {
    let name: String
    /// The resolver bound around the loop, as a test binds it; `nil` for the process-wide one.
    let resolver: Resolver?
    let baselineName: String
    let target: String
    let limit: Double?
    let iterations: Int
    let subject: () throws -> Void
    let baseline: () throws -> Void
}

/// The first read: `@Inject` alone, then an owner made with it, each against the resolve it wraps.
///
/// With a bound resolver, the wrapper wraps `Resolver.shared.container.resolve`: it must find the resolver the
/// task has bound (a task-local lookup) before it resolves, as code without a wrapper in that test would. That
/// is the baseline held to the target; a last, informational row shows what the lookup adds over a container
/// captured before the loop, which no injection in a bound test can have.
func firstReads(_ resolver: Resolver, _ label: String, bound: Bool) -> [Comparison] {
    let container = resolver.container
    let scope = bound ? resolver : nil
    let resolve: () throws -> Oven = bound
        ? { try Resolver.shared.container.resolve(Oven.self) }
        : { try container.resolve(Oven.self) }
    let resolveName = bound ? "Resolver.shared…resolve" : "container.resolve"
    var rows = [
        Comparison(
            name: "@Inject init + first read (\(label))", resolver: scope, baselineName: resolveName,
            target: "≤ 1.20×", limit: 1.2, iterations: resolveIterations,
            subject: { consume(Inject<Oven>().wrappedValue) },
            baseline: { consume(try resolve()) }),
        Comparison(
            name: "owner with @Inject made + read (\(label))", resolver: scope, baselineName: "resolve + plain owner",
            target: "≤ 1.20×", limit: 1.2, iterations: resolveIterations,
            subject: { escape(InjectedKitchen()) { consume(read($0)) } },
            baseline: { escape(PlainKitchen(oven: try resolve())) { consume(read($0)) } }),
    ]
    if bound {
        rows.append(Comparison(
            name: "@Inject init + first read (\(label)), vs captured container", resolver: scope,
            baselineName: "container.resolve", target: "info", limit: nil, iterations: resolveIterations,
            subject: { consume(Inject<Oven>().wrappedValue) },
            baseline: { consume(try container.resolve(Oven.self)) }))
    }
    return rows
}

/// Repeated reads of a resolved value against a stored `let` read.
func repeatedReads(_ resolver: Resolver) -> [Comparison] {
    let (injected, lazy, optional) = (InjectedKitchen(), LazyKitchen(), OptionalKitchen())
    let plain = PlainKitchen(oven: try! resolver.container.resolve(Oven.self))
    _ = (read(lazy), read(optional))
    let reads: [(String, () -> Void, () -> Void)] = [
        ("@Inject", { consume(read(injected)) }, { consume(read(plain)) }),
        ("@LazyInject", { consume(read(lazy)) }, { consume(read(plain)) }),
        ("@OptionalInject", { consume(read(optional)) }, { consume(read(plain)) }),
    ]
    let uses: [(String, () -> Void, () -> Void)] = [
        ("@Inject", { consume(use(injected)) }, { consume(use(plain)) }),
        ("@LazyInject", { consume(use(lazy)) }, { consume(use(plain)) }),
        ("@OptionalInject", { consume(use(optional)) }, { consume(use(plain)) }),
    ]
    return reads.map { name, subject, baseline in
        Comparison(
            name: "\(name) repeated read, value returned", resolver: nil, baselineName: "stored `let` read",
            target: "near 1×", limit: nil, iterations: readIterations, subject: subject, baseline: baseline)
    } + uses.map { name, subject, baseline in
        Comparison(
            name: "\(name) repeated read, value used in place", resolver: nil, baselineName: "stored `let` read",
            target: "near 1×", limit: nil, iterations: readIterations, subject: subject, baseline: baseline)
    }
}

// An app: registrations in the process-wide `Resolver.shared`, nothing bound, not bootstrapped.
Resolver.shared.register(Oven.self, { Oven() })
Resolver.shared.registerAsSingleton(Clock.self, Clock())
let app = Resolver.shared.container
let appSingleton = [
    Comparison(
        name: "@Inject init + first read (app, singleton)", resolver: nil, baselineName: "container.resolve",
        target: "≤ 1.20×", limit: 1.2, iterations: resolveIterations,
        subject: { consume(Inject<Clock>().wrappedValue) }, baseline: { consume(try app.resolve(Clock.self)) }),
    Comparison(
        name: "owner with @Inject made + read (app, singleton)", resolver: nil, baselineName: "resolve + plain owner",
        target: "≤ 1.20×", limit: 1.2, iterations: resolveIterations,
        subject: { escape(ClockOwner()) { consume(read($0)) } },
        baseline: { escape(PlainClockOwner(clock: try app.resolve(Clock.self))) { consume(read($0)) } }),
]
// A test: a resolver bound with `withResolver` (a task-local lookup per injection), then bootstrapped.
let bound = Resolver(name: "Bound")
bound.register(Oven.self, { Oven() })
let frozen = Resolver(name: "Frozen")
frozen.registerAsSingleton(Oven.self, Oven())
try frozen.container.bootstrap()

// The app's rows first: once a process has bound a resolver, `Resolver.shared` looks the binding up for good.
let phases = [
    firstReads(Resolver.shared, "app, factory", bound: false) + appSingleton + repeatedReads(Resolver.shared),
    firstReads(bound, "bound resolver, factory", bound: true)
        + firstReads(frozen, "bound resolver, singleton, bootstrapped", bound: true),
]
let rows = phases.flatMap { $0 }

/// Runs `body` with the row's resolver bound, once around the whole loop as a test binds it.
func measure(_ row: Comparison, _ body: () throws -> Void) rethrows {
    guard let resolver = row.resolver else { return try body() }
    try Resolver.withResolver(resolver, body)
}

// `WrappersBenchmark profile ROW subject|baseline` loops one measurement for a profiler and prints nothing
// (`PROFILE_ITERATIONS` iterations, 20,000,000 by default).
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile", let index = Int(CommandLine.arguments[2]) {
    let row = rows[index]
    try measure(row) {
        let iterations = ProcessInfo.processInfo.environment["PROFILE_ITERATIONS"].flatMap(Int.init) ?? 20_000_000
        _ = try LoopMeasurement.of(iterations: iterations, CommandLine.arguments[3] == "subject" ? row.subject : row.baseline)
    }
    exit(0)
}

// Interleaved runs, so drift on a shared machine hits subject and baseline alike; medians are reported.
var subjectSamples = Array(repeating: [LoopMeasurement](), count: rows.count)
var baselineSamples = Array(repeating: [LoopMeasurement](), count: rows.count)
for (phase, phaseRows) in phases.enumerated() {
    let first = phases[..<phase].reduce(0) { $0 + $1.count }
    for _ in 0..<runs {
        for (offset, row) in phaseRows.enumerated() {
            let index = first + offset
            try measure(row) {
                subjectSamples[index].append(try LoopMeasurement.of(iterations: row.iterations, row.subject))
                baselineSamples[index].append(try LoopMeasurement.of(iterations: row.iterations, row.baseline))
            }
        }
    }
}

func format(_ value: Double, _ decimals: Int = 1) -> String { String(format: "%.\(decimals)f", value) }
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

print("WrappersBenchmark — median of \(runs) interleaved runs, release build, thread CPU ns per operation")
print()
let header = [pad("operation", 60), pad("ns", 7), pad("mallocs", 7), pad("baseline", 21), pad("ns", 7),
              pad("mallocs", 7), pad("ratio", 6), pad("target", 7), "ok"]
print(header.joined(separator: " | "))
print(String(repeating: "-", count: 154))
var failures = 0
for (index, row) in rows.enumerated() {
    let subject = LoopMeasurement.median(subjectSamples[index])
    let baseline = LoopMeasurement.median(baselineSamples[index])
    let ratio = subject.nanoseconds / baseline.nanoseconds
    let ok = row.limit.map { ratio <= $0 } ?? true
    if !ok { failures += 1 }
    print([pad(row.name, 60), pad(format(subject.nanoseconds), 7), pad(format(subject.mallocs, 2), 7),
           pad(row.baselineName, 21), pad(format(baseline.nanoseconds), 7), pad(format(baseline.mallocs, 2), 7),
           pad(format(ratio, 2) + "×", 6), pad(row.target, 7), row.limit == nil ? "-" : (ok ? "yes" : "NO")]
        .joined(separator: " | "))
}
exit(failures == 0 ? 0 : 1)
