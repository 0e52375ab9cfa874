import DIGraph
@testable import DIRuntime
import Foundation
import Testing

/// Random module assemblies (issue 39's property): `Container(modules:)` + `validate()` reports exactly what DIGraph
/// reports for the graph the same assembly should make (``AssemblyGraphModel``), so the runtime front-end only
/// translates: the module rules, and every rule about the modules' registrations, are DIGraph's.
///
/// `MODULE_PLANS=5000 swift test --filter ModuleAssemblyPropertyTests` runs a long run; `MODULE_SEED` starts from
/// another seed. A failure prints the plan's seed, the plan, and the diagnostics only one side reported.
@Suite("Random module assemblies validate as their DIGraph graph does")
struct ModuleAssemblyPropertyTests {
    static let planCount = Int(ProcessInfo.processInfo.environment["MODULE_PLANS"] ?? "") ?? 300
    static let firstSeed = UInt64(ProcessInfo.processInfo.environment["MODULE_SEED"] ?? "") ?? 0x0039

    @Test("Container(modules:) gives the diagnostics of the graph built directly, for random assemblies")
    func runtimeDiagnosticsMatchTheGraphs() throws {
        var seen: [DiagnosticCode: Int] = [:]
        for offset in 0..<UInt64(Self.planCount) {
            let seed = Self.firstSeed &+ offset
            var random = ProgramRandom(seed: seed)
            let plan = AssemblyPlan.random(using: &random)
            let app = try Container(
                name: AssemblyGraphModel.container, allowsOverrides: plan.allowsOverrides,
                modules: plan.given.map { PlannedModules.module($0, of: plan) })
            let runtime = app.validate().map(DiagnosticRenderer().render)
            let diagnostics = AssemblyGraphModel.graph(of: plan).validate()
            for diagnostic in diagnostics { seen[diagnostic.code, default: 0] += 1 }
            let direct = diagnostics.sorted().map(DiagnosticRenderer().render)
            guard runtime.sorted() != direct.sorted() else { continue }
            let onlyRuntime = runtime.filter { !direct.contains($0) }
            let onlyDirect = direct.filter { !runtime.contains($0) }
            Issue.record("""
                seed \(seed) (MODULE_SEED=\(seed) MODULE_PLANS=1): the runtime and DIGraph disagree on
                \(plan)
                only through Container(modules:):
                \(onlyRuntime.isEmpty ? "(nothing)" : onlyRuntime.joined(separator: "\n"))
                only through the graph built directly:
                \(onlyDirect.isEmpty ? "(nothing)" : onlyDirect.joined(separator: "\n"))
                """)
            return
        }
        // The plans must reach every module rule, or agreeing would prove little.
        let moduleRules: [DiagnosticCode] = [
            .unmetExpectation, .duplicateBinding, .moduleCycle, .incompleteReplacement, .absentReplacement,
            .contradictoryExpectation, .missingBinding,
        ]
        let unreached = moduleRules.filter { seen[$0] == nil }
        #expect(unreached.isEmpty, "no plan of \(Self.planCount) gave \(unreached); counts: \(seen)")
        if ProcessInfo.processInfo.environment["MODULE_PLANS"] != nil {
            let counts = seen.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }
            print("module plans: \(Self.planCount), diagnostics by code: \(counts.joined(separator: ", "))")
        }
    }
}
