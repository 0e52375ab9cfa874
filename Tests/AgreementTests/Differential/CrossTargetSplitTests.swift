import DIGen
import DIGraph
import Foundation
import Testing

/// Generated containers across targets judged against one target on graphs nobody wrote: a random graph's Saber
/// sources split in two targets, the lower containers (and their services) in `Core`, the others in `App`, which
/// imports `Core`. `Core` built alone plus `App` built with `Core` read only must report what the same sources
/// report as one target: each finding once, with the same severity, code and message (locations aside: a finding
/// through both targets is reported at `App`'s side, and notes may name what the other run did not read).
///
/// `CROSS_TARGET_GRAPHS=20000 swift test --filter CrossTargetSplitTests` runs a long run; `CROSS_TARGET_SEED`
/// replays from another first seed.
@Suite("Generated sources split across targets")
struct CrossTargetSplitTests {
    static let graphCount = ProcessInfo.processInfo.environment["CROSS_TARGET_GRAPHS"].flatMap(Int.init) ?? 6_000
    static let firstSeed = ProcessInfo.processInfo.environment["CROSS_TARGET_SEED"].flatMap(UInt64.init) ?? 0x7A26E7

    @Test("random generated sources split across two targets give the diagnostics they give in one target")
    func splitAgreesWithOneTarget() {
        var failures = 0
        var checked = 0
        for offset in 0..<UInt64(Self.graphCount) {
            let seed = Self.firstSeed &+ offset
            var generator = RandomGraphGenerator(seed: seed)
            let graph = generator.graph()
            guard SaberSourceForm.fits(graph), graph.containers.count > 1 else { continue }
            checked += 1
            let split = 1 + Int(seed % UInt64(graph.containers.count - 1))
            guard let difference = Self.difference(graph, split: split) else { continue }
            Issue.record("seed \(seed), containers C0..<C\(split) in Core: \(graph)\n\(difference)")
            failures += 1
            if failures == 3 { return }
        }
        #expect(checked > Self.graphCount / 20, "graphs that fit Saber's sources and have two containers: \(checked)")
    }

    /// What differs between the split and the one-target run, or `nil`.
    static func difference(_ graph: RandomGraph, split: Int) -> String? {
        let core = InputFile(path: "A/Core.swift", contents: source(graph, containers: 0..<split))
        let app = InputFile(path: "B/App.swift", contents: source(graph, containers: split..<graph.containers.count))
        let configuration = GeneratorConfiguration()
        let one = Generator.runGenerator(input: [core, app], configuration: configuration)
        let coreAlone = Generator.runGenerator(input: [core], configuration: configuration)
        let appWithCore = Generator.runGenerator(
            input: [app], dependencies: [DependencyTarget(name: "Core", files: [core])], configuration: configuration)
        let expected = findings(one.diagnostics)
        let actual = findings(coreAlone.diagnostics + appWithCore.diagnostics)
        guard expected != actual else { return nil }
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        return "one target only:\n" + missing.joined(separator: "\n") + "\nsplit only (or more often):\n"
            + (extra.isEmpty ? "(counts differ)\n" + actual.joined(separator: "\n") : extra.joined(separator: "\n"))
            + "\n--- Core\n\(core.contents)\n--- App\n\(app.contents)"
    }

    /// Severity, code and message of each finding, sorted, so that each counts as often as it is reported. Not
    /// `undeclaredType`: it is a near miss among the names a run read (an external `Part0` beside a declared
    /// `Part2`), so `Core` alone rightly cannot give the one its names share with `App`'s.
    static func findings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.code != .undeclaredType }.map { "\($0.severity) [\($0.code)] \($0.message)" }.sorted()
    }

    /// The faces (in `Core`, which `App` imports) or not, then the containers in `range` and their services.
    static func source(_ graph: RandomGraph, containers range: Range<Int>) -> String {
        let faces = range.lowerBound == 0 ? SaberSourceForm.faceLines() : []
        let containers = range.flatMap { SaberSourceForm.containerLines(graph, $0) }
        let nodes = graph.nodes.filter { range.contains($0.container) }.flatMap(SaberSourceForm.nodeLines)
        return (faces + containers + nodes).joined(separator: "\n")
    }
}
