import DIWrappers
import DIWrappersTesting
import Foundation
import Testing

@Suite(.isolatedResolver)
struct ResolverTests {
    @Test func resolveThrowsTheContainersMissingBindingError() throws {
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        let line = #line - 1
        #expect {
            _ = try Resolver.shared.resolve(Bread.self)
        } throws: { error in
            String(describing: error) == """
                DIWrappersTests/ResolverTests.swift:\(line + 2):9: error: [missingBinding] no binding for 'Bread' is visible in container 'Resolver'
                DIWrappersTests/ResolverTests.swift:\(line):33: note: 'Bread (tag "🥐")' is bound here; did you mean tag "🥐"?
                """
        }
        #expect(try Resolver.shared.resolve(Bread.self, key: "🥐") is Croissant)
    }

    @Test func validateReportsWhatTheDeclaredDependenciesNeed() {
        Resolver.shared.register(Bakery.self, dependsOn: [.on(Bread.self, label: "bread")]) { Bakery() }
        let line = #line - 1
        Resolver.shared.registerAsSingleton(Bred.self, Bred())
        let bredLine = #line - 1
        #expect(DiagnosticRenderer().render(Resolver.shared.validate()) == """
            DIWrappersTests/ResolverTests.swift:\(line):33: error: [missingBinding] 'Bakery' needs 'Bread' for 'bread', but no binding for 'Bread' is visible in container 'Resolver'
            DIWrappersTests/ResolverTests.swift:\(bredLine):44: note: did you mean 'Bred'?
            """)
        Resolver.shared.register(Bread.self, { Croissant() })
        #expect(Resolver.shared.validate().isEmpty)
    }

    @Test func validateFindsACaptiveDependencyWithoutRunningAFactory() {
        Resolver.shared.register(Oven.self, scope: .singleton, dependsOn: [.on(Bread.self)]) {
            Issue.record("validation ran a factory")
            return Oven()
        }
        Resolver.shared.register(Bread.self, { Croissant() })
        #expect(Resolver.shared.validate().map(\.code) == [.captiveDependency])
    }

    @Test func aChildResolverSeesItsParentsAndShadowsThem() {
        let app = Resolver(name: "App")
        app.register(Bread.self, { Croissant() })
        app.register(Chocolate.self, key: "🥐", { PainAuChocolat() })  // ChocolateShop asks for "🥐"; keys are exact
        let child = Resolver(name: "Test", parents: [app])
        child.register(Bread.self, { PainAuChocolat() })
        Resolver.withResolver(child) {
            #expect(Bakery().bread is PainAuChocolat)
            #expect(ChocolateShop().chocolate is PainAuChocolat)
        }
        Resolver.withResolver(app) {
            #expect(Bakery().bread is Croissant)
        }
    }

    @Test func theSharedResolverIsTheTaskLocalOneAndNamesItselfInDiagnostics() async {
        let resolver = Resolver(name: "Bound")
        await Resolver.withResolver(resolver) {
            await Task.yield()
            #expect(Resolver.shared === resolver)
            await Task { #expect(Resolver.shared === resolver) }.value
        }
        #expect(Resolver.shared.name == "Resolver")
        #expect(Resolver.shared !== resolver)
    }

    @Test func theContainerExportsTheRegistrationsAsAGraph() {
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        Resolver.shared.registerAsSingleton(Planet.self, Earth())
        let keys = Resolver.shared.container.graph.bindings.map { "\($0.key) \($0.lifetime)" }
        #expect(keys == ["Bread transient", "Bread (tag \"🥐\") transient", "Planet singleton"])
    }

    @Test func overridingMayBeTurnedOnAndOff() {
        Resolver.shared.allowOverride = true
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        #expect(Bakery().bread is PainAuChocolat)
        Resolver.shared.allowOverride = false
        #expect(Resolver.shared.allowOverride == false)
    }
}

/// The process-wide resolver, seen where no test binds one.
struct SharedResolverTests {
    @Test func outsideAnyBindingTheSharedResolverIsTheProcessWideOne() {
        #expect(Resolver.shared.name == "Resolver.shared")
        #expect(Resolver.shared === Resolver.shared)
    }
}

struct ResolverBindingTests {
    @Test func nestedBindingsRestoreTheOuterResolver() {
        let outer = Resolver(name: "Outer"), inner = Resolver(name: "Inner")
        Resolver.withResolver(outer) {
            #expect(Resolver.shared === outer)
            Resolver.withResolver(inner) { #expect(Resolver.shared === inner) }
            #expect(Resolver.shared === outer)
        }
    }

    @Test func aTaskThatOutlivesTheBindingKeepsIt() async {
        let escaping = Resolver(name: "Escaping")
        let task = Resolver.withResolver(escaping) {
            Task {
                try? await Task.sleep(for: .milliseconds(20))
                return Resolver.shared.name
            }
        }
        #expect(await task.value == "Escaping")
    }

    @Test func aThreadOutsideTheBindingSeesTheProcessWideResolver() async {
        let bound = Resolver(name: "Bound")
        let seen = await Resolver.withResolver(bound) {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: Resolver.shared.name) }
            }
        }
        #expect(seen == "Resolver.shared")
    }
}
