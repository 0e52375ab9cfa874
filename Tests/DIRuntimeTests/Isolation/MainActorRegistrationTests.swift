import DIGraph
import DIRuntime
import DISync
import Testing

/// `@MainActor` services: registered `on: MainActor.self`, made synchronously by a resolve on the main actor,
/// refused with `isolationMismatch` anywhere else, and judged by `validate()` before anything runs.
@Suite struct MainActorRegistrationTests {
    @MainActor
    @Test func aMainActorFactoryIsResolvedSynchronouslyOnTheMainActor() throws {
        let container = Container()
        container.register(.singleton) { _ in APIClient() }
        container.register(.unique, on: MainActor.self) { c in ProfileViewModel(api: try c.resolve()) }
        let model: ProfileViewModel = try container.resolve()
        model.title = "Edited"
        #expect(model.title == "Edited")
        #expect(try container.resolve(ProfileViewModel.self) !== model)
    }

    @MainActor
    @Test func aMainActorInitializerIsAutowiredOnTheMainActor() throws {
        let container = Container()
        container.register(APIClient.init, scope: .singleton)
        container.register(ProfileViewModel.init, on: MainActor.self, scope: .singleton)
        container.register(Router.init, on: MainActor.self)
        try container.bootstrap()
        let router: Router = try container.resolve()
        #expect(router.model === (try container.resolve(ProfileViewModel.self)))
    }

    @Test func resolvingAMainActorServiceOffTheMainActorThrowsIsolationMismatch() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in APIClient() }
        container.register(.unique, on: MainActor.self) { c in ProfileViewModel(api: try c.resolve()) }
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve(ProfileViewModel.self) } == """
            DIRuntimeTests/MainActorRegistrationTests.swift:\(line):27: error: [isolationMismatch] 'ProfileViewModel' must be made on the main actor, but it was resolved synchronously outside it
            note: resolve it from code isolated to the main actor ('@MainActor')
            note: or await it from anywhere: 'try await container.resolveAsync(ProfileViewModel.self)'
            """)
    }

    /// The main-actor initializer overloads store the initializer cast to a nonisolated type; only the isolation
    /// check keeps it from running off the main actor. The factory overload's cast is pinned by
    /// ``resolvingAMainActorServiceOffTheMainActorThrowsIsolationMismatch()``.
    @Test func aMainActorInitializerResolvedOffTheMainActorIsRefusedNotCalled() {
        let container = Container(name: "App")
        container.register(APIClient.init, scope: .singleton)
        container.register(CountedViewModel.init, on: MainActor.self)   // a generated fixed-arity overload
        container.register(WideViewModel.init, on: MainActor.self)      // the parameter-pack overload
        let errors = onThread {
            [renderedError { _ = try container.resolve(CountedViewModel.self) },
             renderedError { _ = try container.resolve(WideViewModel.self) }]
        }
        for error in errors ?? [] {
            #expect(error?.contains("[isolationMismatch]") == true, "not the isolation error: \(error ?? "no error")")
        }
        #expect(mainActorInitializerCalls.withLock { $0 } == 0, "a main-actor initializer ran off the main actor")
    }

    @Test func aNonisolatedFactoryNeedingAMainActorServiceFailsWithTheValidatorsText() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in APIClient() }
        container.register(ProfileViewModel.init, on: MainActor.self)
        let modelLine = #line - 1
        container.register(ProfileCache.init)
        let cacheLine = #line - 1
        let problem = """
            DIRuntimeTests/MainActorRegistrationTests.swift:\(cacheLine):27: error: [isolationMismatch] 'ProfileCache' is made synchronously and nonisolated, but needs 'ProfileViewModel', which must be made on '@MainActor'
            DIRuntimeTests/MainActorRegistrationTests.swift:\(cacheLine):27: note: 'ProfileCache' is bound here, made synchronously and nonisolated
            DIRuntimeTests/MainActorRegistrationTests.swift:\(modelLine):27: note: 'ProfileViewModel' is bound here, made synchronously on '@MainActor'

            """
        let suggestions = """
            note: isolate 'ProfileCache' to '@MainActor' too, so both are made on the same actor
            note: mark 'ProfileViewModel.init' 'nonisolated', so any context can make 'ProfileViewModel'
            note: depend on 'ProfileViewModel' through 'Provider' or 'Lazy' (made when used), or make 'ProfileCache' async so it can await the hop to '@MainActor'
            """
        #expect(DiagnosticRenderer().render(container.validate()) == problem + suggestions)
        #expect(renderedError { _ = try container.resolve(ProfileCache.self) } == problem + """
            note: resolution path: 'ProfileCache' -> 'ProfileViewModel'
            DIRuntimeTests/MainActorRegistrationTests.swift:\(cacheLine):27: note: 'ProfileCache' is registered here

            """ + suggestions)
        #expect(throws: ValidationError.self) { try container.bootstrap() }
    }

    @Test func aMainActorSingletonAlreadyMadeIsReadFromAnywhere() async throws {
        let container = Container()
        container.register(.singleton) { _ in APIClient() }
        container.register(.singleton, on: MainActor.self) { c in ProfileViewModel(api: try c.resolve()) }
        let made = try await MainActor.run { try container.resolve(ProfileViewModel.self) }
        let read = try container.resolve(ProfileViewModel.self)
        #expect(read === made)
    }

    @Test func resolveAsyncHopsToTheMainActorToMakeAMainActorService() async throws {
        let container = Container()
        container.register(.singleton) { _ in APIClient() }
        container.register(.unique, on: MainActor.self) { c in
            MainActor.assertIsolated()
            return ProfileViewModel(api: try c.resolve())
        }
        let model: ProfileViewModel = try await container.resolveAsync()
        #expect(await model.title == "Profile")
    }

    @Test func theGraphRecordsTheIsolation() throws {
        let container = Container(name: "App")
        container.register(APIClient.init)
        container.register(ProfileViewModel.init, on: MainActor.self)
        let bindings = Dictionary(uniqueKeysWithValues: container.graph.bindings.map { ($0.key.description, $0) })
        #expect(bindings["ProfileViewModel"]?.isolation == .mainActor)
        #expect(bindings["ProfileViewModel"]?.isAsync == false)
        #expect(bindings["APIClient"]?.isolation == .nonisolated)
        #expect(container.validate().isEmpty)
    }
}

/// Calls of the initializers below, which must never run off the main actor.
private let mainActorInitializerCalls = Locked(0)

@MainActor
final class CountedViewModel {
    init(api: APIClient) { mainActorInitializerCalls.withLock { $0 += 1 } }
}

/// More parameters than the fixed-arity overloads take.
@MainActor
final class WideViewModel {
    init(_ a: APIClient, _ b: APIClient, _ c: APIClient, _ d: APIClient, _ e: APIClient, _ f: APIClient, _ g: APIClient) {
        mainActorInitializerCalls.withLock { $0 += 1 }
    }
}
