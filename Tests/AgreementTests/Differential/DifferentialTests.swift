import Foundation
import Testing

/// The front-ends judged against each other on graphs nobody wrote: see ``FrontEndDisagreement`` for what is
/// compared, and the forms' `fits` rules for what each front-end cannot express (and why).
///
/// `DIFFERENTIAL_GRAPHS=100000 swift test --filter DifferentialTests` runs a long run; `DIFFERENTIAL_SEED`
/// replays from another first seed. A failure prints the graph's seed and the graph shrunk to what still fails.
@Suite("The front-ends agree on random graphs")
struct DifferentialTests {
    static let graphCount = ProcessInfo.processInfo.environment["DIFFERENTIAL_GRAPHS"].flatMap(Int.init) ?? 2_000
    static let firstSeed = ProcessInfo.processInfo.environment["DIFFERENTIAL_SEED"].flatMap(UInt64.init) ?? 0x5EED

    @Test("every front-end that can express a random graph reports the same diagnostics, and a clean one resolves")
    func frontEndsAgree() {
        var failures = 0
        var counts = FormCounts()
        defer {
            // The long run quotes its counts; a CI run stays quiet.
            if ProcessInfo.processInfo.environment["DIFFERENTIAL_GRAPHS"] != nil { print("differential: \(counts)") }
        }
        for offset in 0..<UInt64(Self.graphCount) {
            let seed = Self.firstSeed &+ offset
            var generator = RandomGraphGenerator(seed: seed)
            let graph = generator.graph()
            guard FrontEndDisagreement.check(graph, counts: &counts) != nil else { continue }
            let minimal = GraphShrinker.shrink(graph) { FrontEndDisagreement.check($0) != nil }
            let reason = FrontEndDisagreement.check(minimal) ?? ""
            Issue.record("seed \(seed): \(minimal)\n\(reason)")
            failures += 1
            if failures == 3 { return }
        }
    }
}
