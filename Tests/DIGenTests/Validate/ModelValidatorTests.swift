@testable import DIGen
import DIGraph
import Testing

@Suite("Validate: the step after modelling decides the graph's findings and whether there are plans")
struct ModelValidatorTests {
    private func modeled(_ source: String, defaultIsolation: Isolation = .nonisolated) -> ModuleModeler {
        let module = ParsedModule(files: [parse(appContainerSource + source)])
        return ModuleModeler.modeled(module, configuration: GeneratorConfiguration(defaultIsolation: defaultIsolation))
    }

    @Test("a missing binding: the model step reports nothing, validation reports it and makes no plans")
    func missingBinding() {
        let model = modeled("""
            // @saber.scope(App)
            class Foo {
                // @saber.inject
                init(bar: Bar) {}
            }
            """)
        #expect(model.module.diagnostics.isEmpty)
        #expect(model.diagnostics.isEmpty)
        let output = ModelValidator.validate(model)
        #expect(output.diagnostics.map(\.code) == [.missingBinding])
        #expect(output.plans.isEmpty)
    }

    @Test("a valid model: no diagnostics, one plan per container")
    func validModel() {
        let output = ModelValidator.validate(modeled("""
            // @saber.scope(App)
            class Foo {}
            """))
        #expect(output.diagnostics.isEmpty)
        #expect(output.plans.map(\.name) == ["AppContainer"])
    }

    @Test("what a main-actor default would not report: validation models again and puts the note first")
    func defaultIsolationAdvice() {
        let source = """
            // @saber.scope(App)
            final class Clock {}

            // @saber.scope(App)
            actor Scheduler {
                init(clock: Clock) {}
            }
            """
        let model = modeled(source)
        #expect(model.diagnostics.isEmpty)
        let output = ModelValidator.validate(model)
        #expect(output.diagnostics.map(\.code) == [.isolationMismatch])
        #expect(output.diagnostics.first?.suggestions.first == DefaultIsolationAdvice.note)
        #expect(output.plans.isEmpty)
        let underMainActor = ModelValidator.validate(modeled(source, defaultIsolation: .mainActor))
        #expect(underMainActor.diagnostics.isEmpty)
        #expect(underMainActor.plans.map(\.name) == ["AppContainer"])
    }
}
