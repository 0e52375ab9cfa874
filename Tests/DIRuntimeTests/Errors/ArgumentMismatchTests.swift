import Foundation
@testable import DIRuntime
import Testing

/// A request with runtime arguments that match no registration lists what the type is registered with: each
/// signature and tag, as the request without arguments does.
@Suite struct ArgumentMismatchTests {
    protocol P: Sendable {}
    struct A: P {}
    final class Client: Sendable {
        init(url: URL, retries: Int) {}
    }

    @Test func argumentsForATypeRegisteredWithoutArgumentsNameItsRegistration() {
        let container = Container(name: "App")
        container.register(type: (any P).self) { _ in A() }
        let line = #line - 1
        #expect(renderedError { _ = try container.resolve((any P).self, tag: "x", arguments: 1, "s") } == """
            error: [missingBinding] no binding for '(Int, String) -> P (tag "x")' is visible in container 'App'
            DIRuntimeTests/ArgumentMismatchTests.swift:\(line):27: note: 'P' is registered without arguments; resolve it without `arguments:`
            """)
    }

    @Test func argumentsOfOtherTypesNameTheRegisteredSignatureAndTag() {
        let container = Container(name: "App")
        container.register { (_: Container, url: URL, retries: Int) in Client(url: url, retries: retries) }
        let line = #line - 1
        container.register(tag: "staging") { (_: Container, url: URL) in Client(url: url, retries: 0) }
        let stagingLine = #line - 1
        #expect(renderedError { _ = try container.resolve(Client.self, arguments: "https://x", 3) } == """
            error: [missingBinding] no binding for '(String, Int) -> Client' is visible in container 'App'
            DIRuntimeTests/ArgumentMismatchTests.swift:\(line):28: note: 'Client' is registered with arguments (URL, Int); resolve it with arguments of those types, in that order
            DIRuntimeTests/ArgumentMismatchTests.swift:\(stagingLine):27: note: 'Client' is registered with arguments (URL) under tag "staging"; resolve it with arguments of those types, in that order
            """)
    }
}
