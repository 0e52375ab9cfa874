import DIGraph
@testable import DIRuntime
import Testing

@Suite struct RegisteredCandidatesTests {
    final class Client: Sendable {
        init(url: String, retries: Int) {}
    }

    @Test func aMissingKeyWhoseTypeIsRegisteredWithArgumentsListsThem() {
        let container = Container(name: "App")
        container.register { (_: Container, url: String, retries: Int) in Client(url: url, retries: retries) }
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve(Client.self) } == """
            error: [missingBinding] no binding for 'Client' is visible in container 'App'
            DIRuntimeTests/RegisteredCandidatesTests.swift:\(line):28: note: 'Client' is registered with arguments (String, Int); resolve it with `arguments:`
            """)
    }
}

protocol CandidateLogging: AnyObject {}
protocol CandidateAuditing {}
final class CandidateConsoleLogger: CandidateLogging, Sendable {}
final class CandidateFeed: Sendable {
    init(logger: any CandidateLogging) {}
}

/// A protocol nothing registers, where a registered type conforms to it: the error names that type and the fix,
/// at resolve and in validate(). Swift cannot ask the conformance of a generic existential directly; see
/// `ConformanceProbe`.
@Suite struct ConformingCandidateTests {
    @Test func aResolveOfAProtocolNamesTheRegisteredTypeThatConformsToIt() {
        let container = Container(name: "App")
        container.register(.unique) { _ in CandidateConsoleLogger() }
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve((any CandidateLogging).self) } == """
            error: [missingBinding] no binding for 'CandidateLogging' is visible in container 'App'
            DIRuntimeTests/RegisteredCandidatesTests.swift:\(line):27: note: 'CandidateConsoleLogger' conforms to \
            'CandidateLogging' but is not registered as it; add '.implements((any CandidateLogging).self)' to its \
            registration, or register it with 'type: (any CandidateLogging).self'
            """)
        // A protocol it does not conform to gets no such note.
        #expect(renderedError { _ = try container.resolve((any CandidateAuditing).self) } == """
            error: [missingBinding] no binding for 'CandidateAuditing' is visible in container 'App'
            """)
    }

    @Test func validateNamesTheConformingTypeForAMissingParameterAndForwardingFixesIt() throws {
        let container = Container(name: "App")
        let logger = container.register(.unique) { _ in CandidateConsoleLogger() }
        let line = #line - 1
        container.register(CandidateFeed.init)
        let feedLine = #line - 1
        #expect(DiagnosticRenderer().render(container.validate()) == """
            DIRuntimeTests/RegisteredCandidatesTests.swift:\(feedLine):27: error: [missingBinding] 'CandidateFeed' \
            needs 'CandidateLogging', but no binding for 'CandidateLogging' is visible in container 'App'
            DIRuntimeTests/RegisteredCandidatesTests.swift:\(line):40: note: 'CandidateConsoleLogger' conforms to \
            'CandidateLogging' but is not registered as it; add '.implements((any CandidateLogging).self)' to its \
            registration, or register it with 'type: (any CandidateLogging).self'
            """)
        logger.implements((any CandidateLogging).self)
        #expect(container.validate().isEmpty)
        _ = try container.resolve(CandidateFeed.self)
    }
}
