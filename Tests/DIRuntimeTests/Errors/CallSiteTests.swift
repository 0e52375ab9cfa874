import DIGraph
@testable import DIRuntime
import Testing

/// A top-level resolve's error says where the resolve was called: the diagnostic's location when the key
/// itself is missing (there is no `register` call to point at), else a note beside the registrations'.
@Suite struct CallSiteTests {
    func thrown(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "nothing thrown"
        } catch {
            return String(describing: error)
        }
    }

    @Test func aMissingKeyIsLocatedAtTheResolveCall() {
        let container = Container(name: "App")
        let text = thrown {
            _ = try container.resolve(D.self)
        }
        let line = #line - 2
        #expect(text == """
            DIRuntimeTests/CallSiteTests.swift:\(line):38: error: [missingBinding] no binding for 'D' is visible in container 'App'
            """)
    }

    @Test func aFailureDeeperInTheGraphKeepsItsRegistrationAndNotesTheCall() {
        let container = Container(name: "App")
        container.register(B.init)
        let registration = #line - 1
        let text = thrown {
            _ = try container.resolve(B.self)
        }
        let line = #line - 2
        #expect(text == """
            DIRuntimeTests/CallSiteTests.swift:\(registration):27: error: [missingBinding] 'B' needs 'C', but no binding for 'C' is visible in container 'App'
            note: resolution path: 'B' -> 'C'
            DIRuntimeTests/CallSiteTests.swift:\(registration):27: note: 'B' is registered here
            DIRuntimeTests/CallSiteTests.swift:\(line):38: note: the resolve that failed is called here
            DIRuntimeTests/CallSiteTests.swift:\(registration):27: note: did you mean 'B'?
            """)
    }

    @Test func everyTopLevelResolveLocatesItsCall() async {
        let container = Container(name: "App")
        container.register { (_: Container, url: String) in C() }
        let tagged = thrown { _ = try container.resolve(D.self, tag: "x") }
        #expect(tagged.hasPrefix("DIRuntimeTests/CallSiteTests.swift:\(#line - 1):"), "\(tagged)")
        let arguments = thrown { _ = try container.resolve(D.self, arguments: 1) }
        #expect(arguments.hasPrefix("DIRuntimeTests/CallSiteTests.swift:\(#line - 1):"), "\(arguments)")
        let lazy = thrown { _ = try container.resolve(Lazy<D>.self) }
        #expect(lazy.hasPrefix("DIRuntimeTests/CallSiteTests.swift:\(#line - 1):"), "\(lazy)")
        let provider = thrown { _ = try container.resolve(Provider<D>.self) }
        #expect(provider.hasPrefix("DIRuntimeTests/CallSiteTests.swift:\(#line - 1):"), "\(provider)")
        container.register(B.init)
        let optional = thrown { let _: B? = try container.resolve() }
        #expect(optional.contains("CallSiteTests.swift:\(#line - 1):"), "\(optional)")
        var asynchronous = "nothing thrown"
        do { _ = try await container.resolveAsync(D.self) } catch { asynchronous = String(describing: error) }
        #expect(asynchronous.hasPrefix("DIRuntimeTests/CallSiteTests.swift:\(#line - 1):"), "\(asynchronous)")
    }

    @Test func aFactoryErrorStaysTheUsersOwn() {
        let container = Container(name: "App")
        container.register { _ -> D in throw FactoryFailure(reason: "offline") }
        #expect(throws: FactoryFailure(reason: "offline")) { _ = try container.resolve(D.self) }
    }
}
