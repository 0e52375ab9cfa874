import DIGraph
@testable import DIRuntime
import Testing

/// Each auto-wired `register(X.init, …)` of up to six parameters is two overloads, without a tag and with one
/// (defaulting to `nil`): a call without `tag:` takes the first, one with it the second, and an explicit `nil`
/// registers the untagged key, as the single overload did.
@Suite struct AutowiredTagOverloadTests {
    final class Six: Sendable {
        let d: D
        init(b: B, c: C, d: D, e: C, f: B, g: D) { self.d = d }
    }

    static func dependencies() -> Container {
        let container = Container(name: "App")
        container.register(C.init, scope: .singleton)
        container.register(B.init, scope: .singleton)
        container.register(D.init, scope: .singleton)
        return container
    }

    @Test func aTaggedAutowiredRegistrationBindsOnlyItsTaggedKey() throws {
        let container = Self.dependencies()
        container.register(A.init, scope: .unique, tag: Environment.production)
        container.register(Six.init, tag: Slot.first)
        #expect(try container.resolve(A.self, tag: Environment.production).b.c === container.resolve(C.self))
        #expect(try container.resolve(Six.self, tag: Slot.first).d === container.resolve(D.self))
        for resolve in [{ _ = try container.resolve(A.self) }, { _ = try container.resolve(Six.self) }] {
            let error = try #require(throws: ResolutionError.self, performing: resolve)
            #expect(error.code == .missingBinding, "an untagged resolve found a tagged registration: \(error)")
        }
    }

    @Test func aNilTagRegistersTheUntaggedKey() throws {
        let container = Self.dependencies()
        let none: Environment? = nil
        container.register(A.init, scope: .singleton, tag: none)
        container.register(Six.init, scope: .unique, tag: nil)
        #expect(try container.resolve(A.self) === container.resolve(A.self), "the scope given beside a nil tag was dropped")
        let first = try container.resolve(Six.self)
        #expect(first.d === (try container.resolve(D.self)))
        #expect(try container.resolve(Six.self) !== first, "the scope given beside a nil tag was dropped")
    }

    @Test func anUntaggedRegistrationKeepsItsScopeAndType() throws {
        let container = Self.dependencies()
        container.register(URLSessionNetworkLayer.init(baseURL:), scope: .unique, type: (any NetworkLayer).self)
        container.register(instance: "https://example.com")
        let first = try container.resolve((any NetworkLayer).self)
        #expect(first.baseURL == "https://example.com")
        #expect(try container.resolve((any NetworkLayer).self) !== first)
    }
}
