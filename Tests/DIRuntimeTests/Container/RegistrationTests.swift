import DIGraph
@testable import DIRuntime
import Testing

@Suite struct RegistrationTests {
    @Test func aFactoryReceivesTheContainerAndItsResultIsResolved() throws {
        let container = Container(name: "App")
        container.register(.unique) { _ in C() }
        container.register(.unique) { container in B(c: try container.resolve()) }
        let b: B = try container.resolve()
        #expect(type(of: b.c) == C.self)
    }

    @Test func runtimeArgumentsOfAnyArityPickTheRegistrationByTypeAndOrder() throws {
        let container = Container(name: "App")
        container.register { (_: Container, host: String) in URLSessionNetworkLayer(baseURL: host) }
        container.register { (_: Container, host: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(host):\(port)") }
        container.register { (_: Container, port: Int, host: String) in URLSessionNetworkLayer(baseURL: "\(port)@\(host)") }
        container.register { (_: Container, host: String, port: Int?) in URLSessionNetworkLayer(baseURL: "\(host):\(port ?? 0)?") }
        container.register { (_: Container, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) in
            URLSessionNetworkLayer(baseURL: "\(a + b + c + d + e + f + g)")
        }

        #expect(try container.resolve(URLSessionNetworkLayer.self, arguments: "api").baseURL == "api")
        #expect(try container.resolve(URLSessionNetworkLayer.self, arguments: "api", 80).baseURL == "api:80")
        #expect(try container.resolve(URLSessionNetworkLayer.self, arguments: 80, "api").baseURL == "80@api")
        #expect(try container.resolve(URLSessionNetworkLayer.self, arguments: "api", Int?.some(80)).baseURL == "api:80?")
        #expect(try container.resolve(URLSessionNetworkLayer.self, arguments: 1, 2, 3, 4, 5, 6, 7).baseURL == "28")
    }

    @Test func aMissingArgumentListIsReportedWithTheRegisteredOneAsASuggestion() {
        let container = Container(name: "App")
        container.register { (_: Container, host: String, port: Int) in URLSessionNetworkLayer(baseURL: "\(host):\(port)") }
        let line = #line - 1
        let message = renderedError { _ = try container.resolve(URLSessionNetworkLayer.self, arguments: "api", Int?.some(80)) }
        #expect(message == """
            error: [missingBinding] no binding for '(String, Int?) -> URLSessionNetworkLayer' is visible in container 'App'
            DIRuntimeTests/RegistrationTests.swift:\(line):28: note: 'URLSessionNetworkLayer' is registered with \
            arguments (String, Int); resolve it with arguments of those types, in that order
            """)
    }

    @Test func anInstanceRegistrationAlwaysResolvesToThatInstance() throws {
        let container = Container(name: "App")
        let layer = URLSessionNetworkLayer(baseURL: "prod")
        container.register(instance: layer, type: (any NetworkLayer).self)
        #expect(try container.resolve((any NetworkLayer).self) === layer)
        #expect(try container.resolve((any NetworkLayer).self) === layer)
        #expect(container.graph.bindings.map(\.source) == [.instance])
    }

    @Test func autoWiringResolvesEveryInitializerParameterAndRecordsThemInTheGraph() throws {
        let container = Container(name: "App")
        container.register(.unique) { _ in C() }
        container.register(B.init, scope: .unique)
        container.register(.singleton) { _ in D() }
        container.register(A.init, scope: .unique)

        let a: A = try container.resolve()
        #expect(a.d === (try container.resolve() as D))
        let bindingA = try #require(container.graph.bindings.first { $0.key.description == "A" })
        #expect(bindingA.source == .initializer("A"))
        #expect(bindingA.dependencies.map(\.key.description) == ["B", "D"])
        #expect(bindingA.dependencies.map(\.kind) == [.direct, .direct])
    }

    @Test func aClosureRegistrationDeclaresItsDependenciesForTheGraph() throws {
        let container = Container(name: "App")
        container.register(dependsOn: [.on(C.self, label: "c"), .on(D.self, tag: "cache", kind: .lazy)]) { container in
            B(c: try container.resolve())
        }
        let binding = try #require(container.graph.bindings.first)
        #expect(binding.dependencies == [
            Dependency(ServiceKey(try TypeName(parsing: "C")), kind: .direct, label: "c"),
            Dependency(ServiceKey(try TypeName(parsing: "D"), tag: "cache"), kind: .lazy),
        ])
    }

    @Test func registeringAKeyAgainReplacesItAndDropsItsCachedInstance() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in D() }
        let first: D = try container.resolve()
        container.register(.singleton) { _ in D() }
        let second: D = try container.resolve()
        #expect(first !== second)
        #expect(second === (try container.resolve() as D))
        #expect(container.graph.bindings.count == 1)
    }

    @Test func registrationsInterleavedWithManyResolvesAlwaysTakeEffect() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in D() }
        for round in 0..<(ContainerState.maximumProvisionalPlans + 2) {
            var seen: Set<ObjectIdentifier> = []
            for _ in 0..<(ContainerState.lookupsBeforeProvisionalPlan * 2) {
                seen.insert(ObjectIdentifier(try container.resolve(D.self)))
            }
            #expect(seen.count == 1, "round \(round)")
            let before: D = try container.resolve()
            container.register(.singleton) { _ in D() }
            #expect(try container.resolve(D.self) !== before)
            container.register(tag: round) { _ in C() }
            #expect(throws: Never.self) { _ = try container.resolve(C.self, tag: round) }
        }
        #expect(container.state.withLock { $0.provisionalPlans.count } == ContainerState.maximumProvisionalPlans)
    }

    @Test func aContainerThatForbidsOverridesReportsTheSecondRegistrationAsADuplicate() {
        let container = Container(name: "App", allowsOverrides: false)
        container.register { _ in D() }
        let first = #line - 1
        container.register { _ in D() }
        let second = #line - 1
        let expected = """
            DIRuntimeTests/RegistrationTests.swift:\(second):28: error: [duplicateBinding] 'D' is bound twice in container 'App'
            DIRuntimeTests/RegistrationTests.swift:\(first):28: note: first bound here
            note: remove one binding, or give one of them a tag
            """
        #expect(renderedError { _ = try container.resolve() as D } == expected)
        #expect(DiagnosticRenderer().render(container.validate()) == expected)
        #expect(renderedError { try container.bootstrap() } == expected)
    }

    #if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
    @Test func registeringAfterBootstrapStopsWithAClearMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container(name: "App")
            try container.bootstrap()
            container.register { _ in D() }
        }
    }
    #endif
}

@Suite struct RefusedRegistrationTests {
    @Test func aRefusedKeyKeepsThrowingItsDuplicateWhileOtherKeysResolveThroughAPlan() throws {
        let container = Container(name: "App", allowsOverrides: false)
        container.register { _ in D() }
        let first = #line - 1
        container.register { _ in D() }
        let second = #line - 1
        container.register(.unique) { _ in C() }
        let expected = """
            DIRuntimeTests/RegistrationTests.swift:\(second):28: error: [duplicateBinding] 'D' is bound twice in container 'App'
            DIRuntimeTests/RegistrationTests.swift:\(first):28: note: first bound here
            note: remove one binding, or give one of them a tag
            """
        for _ in 0..<(ContainerState.lookupsBeforeProvisionalPlan * 2) {
            #expect(throws: Never.self) { _ = try container.resolve(C.self) }
        }
        // The unrelated key took the ordinary path: lookups went quiet, so a plan was published.
        #expect(container.state.withLock { $0.provisionalPlans.count } == 1)
        #expect(container.plan != nil)
        for _ in 0..<3 {
            #expect(renderedError { _ = try container.resolve(D.self) } == expected)
        }
        #expect(renderedError { _ = try container.resolve(D?.self) } == expected)
        // Made once, by the first resolve of the key, not by resolves of other keys.
        #expect(container.state.withLock { Array($0.duplicateErrors.keys) } == [RuntimeKey(D.self)])
    }

    @Test func aRefusedKeyThrowsItsDuplicateMadeAfreshAfterAFurtherRegistration() throws {
        let container = Container(name: "App", allowsOverrides: false)
        container.register { _ in D() }
        let first = #line - 1
        container.register { _ in D() }
        let second = #line - 1
        _ = renderedError { _ = try container.resolve(D.self) }
        container.register { _ in D() }
        let third = #line - 1
        #expect(renderedError { _ = try container.resolve(D.self) } == """
            DIRuntimeTests/RegistrationTests.swift:\(second):28: error: [duplicateBinding] 'D' is bound twice in container 'App'
            DIRuntimeTests/RegistrationTests.swift:\(first):28: note: first bound here
            note: remove one binding, or give one of them a tag
            """)
        #expect(DiagnosticRenderer().render(container.validate()).contains("RegistrationTests.swift:\(third):28: error: [duplicateBinding]"))
        #expect(container.state.withLock { $0.duplicateErrors[RuntimeKey(D.self)]?.version } == Int(bitPattern: container.version.load(ordering: .relaxed)))
    }
}
