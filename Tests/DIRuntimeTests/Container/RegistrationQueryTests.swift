import DIGraph
@testable import DIRuntime
import Testing

/// `registeredBinding(of:tag:)`: what a front-end that refuses duplicates itself (DIWrappers) asks.
@Suite struct RegistrationQueryTests {
    @Test func aRegisteredKeyIsAnsweredWithItsBindingAndSite() throws {
        let container = Container(name: "App")
        container.register(.singleton, tag: Environment.production) { _ in URLSessionNetworkLayer(baseURL: "prod") }
        let line = #line - 1
        let binding = try #require(
            container.registeredBinding(of: URLSessionNetworkLayer.self, tag: Environment.production.tag))
        #expect("\(binding.key)" == #"URLSessionNetworkLayer (tag "production")"#)
        #expect(binding.container == "App")
        #expect(binding.source == .factory)
        #expect(binding.lifetime == ComponentScope.singleton.lifetime)
        #expect(binding.location == SourceLocation(file: "DIRuntimeTests/RegistrationQueryTests.swift", line: line, column: 27))
    }

    @Test func onlyTheExactKeyInThisContainerCounts() {
        let parent = Container(name: "Parent")
        parent.register { _ in D() }
        let container = Container(name: "App", parents: [parent])
        container.register { _ in URLSessionNetworkLayer(baseURL: "default") }
        #expect(container.registeredBinding(of: D.self, tag: nil) == nil)
        #expect(container.registeredBinding(of: URLSessionNetworkLayer.self, tag: Environment.production.tag) == nil)
        #expect(container.registeredBinding(of: URLSessionNetworkLayer.self, tag: nil) != nil)
    }

    @Test func aForwardedKeyIsAnAliasOfTheRegistrationThatProvidesIt() throws {
        let container = Container(name: "App")
        container.register { _ in URLSessionNetworkLayer(baseURL: "default") }.implements((any NetworkLayer).self)
        let binding = try #require(container.registeredBinding(of: (any NetworkLayer).self, tag: nil))
        #expect("\(binding.key)" == "NetworkLayer")
        #expect(binding.source == .alias(ServiceKey(try TypeName(parsing: "URLSessionNetworkLayer"))))
    }
}
