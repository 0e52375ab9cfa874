import DIWrappers
import DIWrappersTesting
import Testing

/// Trifork's keys are exact: `@Inject("🥐")` with no "🥐" key stops, even when `Bread` has an unkeyed registration
/// (DIRuntime's own tagged resolve falls back to it, as Dip's does).
struct ExactKeyTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aKeyedPropertyWhoseKeyIsNotRegisteredStopsEvenWithAnUnkeyedRegistration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.exactKey()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:24:12: error: [missingBinding] no binding for 'Bread (tag "🥐")' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:76:33: note: 'Bread' is bound here; keys are exact, so register it under tag "🥐" too
            DIWrappersTests/Fixtures.swift:24:12: note: 'Bakery.bread2' is declared @Inject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif

    @Test(.isolatedResolver) func resolvingAKeyThatIsNotRegisteredThrowsEvenWithAnUnkeyedRegistration() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        let line = #line - 1
        #expect {
            _ = try Resolver.shared.resolve(Bread.self, key: "🥐")
        } throws: { error in
            String(describing: error) == """
                DIWrappersTests/ExactKeyTests.swift:\(line + 2):9: error: [missingBinding] no binding for 'Bread (tag "🥐")' is visible in container 'Resolver'
                DIWrappersTests/ExactKeyTests.swift:\(line):33: note: 'Bread' is bound here; keys are exact, so register it under tag "🥐" too
                """
        }
    }

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aKeyOneTypoFromARegisteredKeyIsAdvisedInsteadOfRegisteringTheTypo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.keyWithATypo()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:130:12: error: [missingBinding] no binding for 'Bread (tag "lvie")' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:86:33: note: 'Bread' is bound here; keys are exact, so it does not serve tag "lvie"
            DIWrappersTests/FailureScenarios.swift:87:33: note: 'Bread (tag "live")' is bound here; did you mean tag "live"?
            DIWrappersTests/Fixtures.swift:130:12: note: 'Kiosk.bread' is declared @Inject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif

    @Test(.isolatedResolver) func theAdvisedKeyIsInjected() {
        Resolver.shared.register(Bread.self, { Croissant() })
        Resolver.shared.register(Bread.self, key: "live", { PainAuChocolat() })
        #expect(FixedKiosk().bread is PainAuChocolat)
    }
}
