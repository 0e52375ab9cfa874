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
