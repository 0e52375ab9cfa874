import DIWrappers
import DIWrappersTesting
import Testing

/// "What happens if I try to resolve a type or key that isn't registered? It will fail with a fatalError
/// telling you that the instance isn't registered." Here the message also says who asked and what exists.
struct MissingRegistrationTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aMissingKeyNamesTheOwnerThePropertyAndTheKeysThatAreRegistered() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.missingKey()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:28:12: error: [missingBinding] 'ChocolateShop' needs 'Chocolate (tag "🥐")' for 'chocolate', but no binding for 'Chocolate (tag "🥐")' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:9:33: note: 'Chocolate (tag "🍫")' is bound here; did you mean tag "🍫"?
            DIWrappersTests/FailureScenarios.swift:10:33: note: 'Chocolate (tag "dark")' is bound here; did you mean tag "dark"?
            DIWrappersTests/Fixtures.swift:28:12: note: 'ChocolateShop.chocolate' is declared @Inject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aMissingTypeSuggestsNearMissNames() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.missingTypeWithANearMiss()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:23:6: error: [missingBinding] 'Bakery' needs 'Bread' for 'bread', but no binding for 'Bread' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:15:44: note: did you mean 'Bred'?
            DIWrappersTests/Fixtures.swift:23:6: note: 'Bakery.bread' is declared @Inject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aWrapperInAStructIsNamedByItsDeclaration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.missingInAStruct()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:41:6: error: [missingBinding] no binding for 'Bread' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:20:33: note: 'Bread (tag "🥐")' is bound here; did you mean tag "🥐"?
            DIWrappersTests/Fixtures.swift:41:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aMissingProtocolNamesTheRegisteredTypeThatConformsToItInTheResolversWords() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.missingProtocolWithAConformingRegistration()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:41:6: error: [missingBinding] no binding for 'Bread' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:81:33: note: 'Croissant' conforms to 'Bread' but is registered only as 'Croissant'; register it as the protocol too: 'Resolver.shared.register((any Bread).self) { … }'
            DIWrappersTests/Fixtures.swift:41:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aLazyWrapperStopsAtItsFirstRead() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.missingLazily()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/Fixtures.swift:110:6: error: [missingBinding] 'Pantry' needs 'Bread' for 'bread', but no binding for 'Bread' is visible in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:25:33: note: 'Bread (tag 1)' is bound here; did you mean tag 1?
            DIWrappersTests/Fixtures.swift:110:6: note: 'Pantry.bread' is declared @LazyInject here; a property wrapper cannot throw, so the program stops (@OptionalInject gives nil instead)
            """)
    }
    #endif
}

extension MissingRegistrationTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aMissingDependencyDeeperInTheGraphIsReportedWhereItIsNeeded() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.missingDeeper()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:61:33: error: [missingBinding] 'Cafe' needs 'Bread', but no binding for 'Bread' is visible in container 'Resolver.shared'
            note: resolution path: 'Cafe' -> 'Bread'
            DIWrappersTests/FailureScenarios.swift:61:33: note: 'Cafe' is registered here
            DIWrappersTests/FailureScenarios.swift:61:86: note: the resolve that failed is called here
            DIWrappersTests/Fixtures.swift:121:6: note: 'Diner.cafe' is declared @Inject here; a property wrapper cannot throw, so the program stops
            """)
    }
    #endif
}

struct RegistrationFailureTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aDuplicateRegistrationNamesBothSites() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.duplicate()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:32:44: error: [duplicateBinding] 'Bread' is bound twice in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:31:33: note: first bound here
            note: remove one binding, or give one of them a tag
            note: this process runs tests, and 'Resolver.shared' is one resolver for all of them: if another test made the first registration, give each test its own with the trait '.isolatedResolver' (import DIWrappersTesting; '@Test(.isolatedResolver)' or '@Suite(.isolatedResolver)')
            note: overriding a registration is off; set 'allowOverride = true' on the resolver to replace it
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aDuplicateKeyNamesBothSites() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.duplicateKey()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:37:33: error: [duplicateBinding] 'Bread (tag "🥐")' is bound twice in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:36:33: note: first bound here
            note: remove one binding, or give one of them a tag
            note: this process runs tests, and 'Resolver.shared' is one resolver for all of them: if another test made the first registration, give each test its own with the trait '.isolatedResolver' (import DIWrappersTesting; '@Test(.isolatedResolver)' or '@Suite(.isolatedResolver)')
            note: overriding a registration is off; set 'allowOverride = true' on the resolver to replace it
            """)
    }
    #endif
}

extension RegistrationFailureTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    /// The container is where registrations are kept, so one made through its own API is the first site too.
    @Test func aKeyRegisteredThroughTheContainerIsADuplicateForTheResolver() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.duplicateOfAContainerRegistration()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:72:44: error: [duplicateBinding] 'Planet' is bound twice in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:71:43: note: first bound here
            note: remove one binding, or give one of them a tag
            note: this process runs tests, and 'Resolver.shared' is one resolver for all of them: if another test made the first registration, give each test its own with the trait '.isolatedResolver' (import DIWrappersTesting; '@Test(.isolatedResolver)' or '@Suite(.isolatedResolver)')
            note: overriding a registration is off; set 'allowOverride = true' on the resolver to replace it
            """)
    }
    #endif
}

extension RegistrationFailureTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    /// Two tests without the trait register into the one process-wide resolver: the second stops the process.
    @Test func testsThatShareTheProcessWideResolverAreAdvisedTheTestTrait() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.twoTestsShareTheResolver()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:98:33: error: [duplicateBinding] 'TokenStore' is bound twice in container 'Resolver.shared'
            DIWrappersTests/FailureScenarios.swift:98:33: note: first bound here
            note: remove one binding, or give one of them a tag
            note: this process runs tests, and 'Resolver.shared' is one resolver for all of them: if another test made the first registration, give each test its own with the trait '.isolatedResolver' (import DIWrappersTesting; '@Test(.isolatedResolver)' or '@Suite(.isolatedResolver)')
            note: overriding a registration is off; set 'allowOverride = true' on the resolver to replace it
            """)
    }
    #endif
}

/// The advice applied: with the trait, each test registers into a resolver of its own, so both pass.
@Suite(.isolatedResolver)
struct TestsWithTheResolverTraitTests {
    @Test func theFirstTestRegistersTheTokenStore() {
        FailureScenarios.registerTokenStore()
        #expect(Resolver.shared.validate().isEmpty)
    }

    @Test func theSecondTestRegistersItToo() {
        FailureScenarios.registerTokenStore()
        #expect(Resolver.shared.validate().isEmpty)
    }
}

struct ResolutionFailureTests {
    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aCycleBetweenInjectedPropertiesStopsWithThePath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.cycle()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:41:33: error: [dependencyCycle] dependency cycle: Hen -> Egg -> Hen
            DIWrappersTests/FailureScenarios.swift:41:33: note: 'Hen' needs 'Egg'
            DIWrappersTests/FailureScenarios.swift:42:33: note: 'Egg' needs 'Hen'
            note: resolution path: 'Egg' -> 'Hen' -> 'Egg'
            note: make one dependency on the cycle lazy or a provider (resolved when first used), or inject one side after construction
            DIWrappersTests/Fixtures.swift:89:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops (@LazyInject on one side breaks the cycle)
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aFactoryErrorStopsWithTheErrorAndTheDeclaration() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.factoryThrows()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:47:33: error: the factory of 'Oven' threw: cold
            DIWrappersTests/Fixtures.swift:62:6: note: the property is declared @Inject here; a property wrapper cannot throw, so the program stops
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func anOptionalPropertyWhoseRegistrationIsBrokenStillStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            FailureScenarios.optionalButBroken()
        }
        #expect(fatalMessage(result?.standardErrorContent ?? []) == """
            DIWrappersTests/FailureScenarios.swift:66:33: error: the factory of 'Oven' threw: cold
            DIWrappersTests/Fixtures.swift:125:6: note: the property is declared @OptionalInject here; a property wrapper cannot throw, so the program stops
            """)
    }
    #endif

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func aReplacedHandlerReceivesTheFailure() async {
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardOutputContent]) {
            FailureScenarios.replacedHandler()
        }
        #expect(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self) == "handled missingBinding at DIWrappersTests/Fixtures.swift:23\n")
    }
    #endif
}
