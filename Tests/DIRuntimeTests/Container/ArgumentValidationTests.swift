import DIGraph
@testable import DIRuntime
import DISync
import Foundation
import Testing

/// Dip's `validate(_ arguments: Any...)`: each factory registered with runtime arguments runs with an argument set
/// of exactly its argument types; those it could not run are reported, besides what `validate()` reports.
/// Dip's `DipTests.testThatItPicksRuntimeArgumentsWhenValidatingConfiguration` and
/// `testThatItFailsValidationIfNoMatchingArgumentsFound`.
@Suite struct ArgumentValidationTests {
    protocol Service: Sendable {}
    struct ServiceImp: Service {}
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    @Test func eachFactoryWithArgumentsRunsWithTheSetOfItsExactTypes() {
        let container = Container(name: "App")
        let runs = Locked<[String]>([])
        container.register { (_: Container, a: Int) -> any Service in
            runs.withLock { $0.append("Int \(a)") }
            return ServiceImp()
        }
        container.register { (_: Container, a: Int, b: String) -> any Service in
            runs.withLock { $0.append("Int, String \(a) \(b)") }
            return ServiceImp()
        }
        #expect(container.validate("1", 1, "x", ("a", 1), (1, "a")).isEmpty)
        #expect(runs.withLock { $0 }.sorted() == ["Int 1", "Int, String 1 a"])
    }

    @Test func aFactoryWithoutAMatchingSetOrThatThrowsIsReported() {
        let container = Container(name: "App")
        container.register { (_: Container, a: Int) -> any Service in ServiceImp() }
        let line = #line - 1
        container.register(tag: "remote") { (_: Container, url: URL) -> any Service in throw Offline() }
        let remoteLine = #line - 1
        container.register { (c: Container, name: String) -> any Service in
            _ = try c.resolve(Int.self)
            return ServiceImp()
        }
        let namedLine = #line - 4
        #expect(DiagnosticRenderer().render(container.validate("1", URL(string: "https://x")!)) == """
            DIRuntimeTests/ArgumentValidationTests.swift:\(line):28: error: [factoryFailed] the factory of \
            '(Int) -> Service' was not run: no argument set of type (Int) was given
            DIRuntimeTests/ArgumentValidationTests.swift:\(remoteLine):27: error: [factoryFailed] the factory of \
            '(URL) -> Service (tag "remote")' threw: offline
            DIRuntimeTests/ArgumentValidationTests.swift:\(namedLine):28: error: [missingBinding] '(String) -> Service' \
            needs 'Int', but no binding for 'Int' is visible in container 'App'
            note: resolution path: '(String) -> Service' -> 'Int'
            DIRuntimeTests/ArgumentValidationTests.swift:\(namedLine):28: note: '(String) -> Service' is registered here
            DIRuntimeTests/ArgumentValidationTests.swift:\(namedLine + 1):30: note: the resolve that failed is called here
            """)
    }
}
