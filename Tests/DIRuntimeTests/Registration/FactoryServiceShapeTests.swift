import DIGraph
@testable import DIRuntime
import Testing

/// A factory's service is moved into the resolve by its size in words when it is bitwise-takable and a whole number
/// of words, and through its type otherwise (`StoredFactory`). Each shape here resolves to the value its factory
/// made, and a `.unique` instance inside it is released once the caller drops it: a move that copied the bits
/// without moving ownership would keep it alive or free it twice (AddressSanitizer runs these).
@Suite struct FactoryServiceShapeTests {
    final class Tracked: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    protocol Named: AnyObject, Sendable { var name: String { get } }
    final class NamedObject: Named {
        let name: String
        let owner = Tracked("owner")
        init(_ name: String) { self.name = name }
    }

    protocol Describing: Sendable { var text: String { get } }
    struct SmallDescription: Describing { let text: String }
    struct LargeDescription: Describing {
        let first: String, second: String, third: String
        let owner: Tracked
        var text: String { first + second + third + owner.name }
    }

    struct Pair: Sendable {
        let label: String
        let owner: Tracked
    }

    /// Not a whole number of words: the typed path.
    struct Flagged: Sendable {
        let owner: Tracked
        let flag: Bool
    }

    struct Empty: Sendable {}

    /// More words than the sized paths take.
    struct Seven: Sendable {
        let a: Int, b: Int, c: Int, d: Int, e: Int, f: Int
        let owner: Tracked
    }

    /// Resolves what `register` registered, checks it with `check`, and checks that the `Tracked` it holds is gone
    /// once the resolved value is.
    func expectMovedOnce<Service>(
        _ register: (Container) -> Void, _ service: Service.Type,
        sourceLocation: Testing.SourceLocation = #_sourceLocation, _ check: (Service) -> Tracked?
    ) throws {
        let container = Container(name: "App")
        register(container)
        weak var released: Tracked?
        try {
            let value = try container.resolve(Service.self)
            let tracked = check(value)
            #expect(tracked != nil, "the resolved value holds no instance", sourceLocation: sourceLocation)
            released = tracked
        }()
        #expect(released == nil, "the instance outlived the value it was resolved in", sourceLocation: sourceLocation)
    }

    @Test func aClassIsResolvedAndReleased() throws {
        try expectMovedOnce({ $0.register(.unique) { _ in Tracked("one word") } }, Tracked.self) { tracked in
            #expect(tracked.name == "one word")
            return tracked
        }
    }

    @Test func anOptionalClassIsResolvedAndReleased() throws {
        try expectMovedOnce({ $0.register(.unique) { _ -> Tracked? in Tracked("optional") } }, Tracked?.self) {
            #expect($0?.name == "optional")
            return $0
        }
    }

    @Test func aClassBoundExistentialIsResolvedAndReleased() throws {
        try expectMovedOnce(
            { $0.register(.unique, type: (any Named).self) { _ in NamedObject("two words") } }, (any Named).self
        ) { named in
            #expect(named.name == "two words")
            return (named as? NamedObject)?.owner
        }
    }

    @Test func anExistentialWithAnInlineValueIsResolved() throws {
        let container = Container(name: "App")
        container.register(.unique, type: (any Describing).self) { _ in SmallDescription(text: "inline") }
        #expect(try container.resolve((any Describing).self).text == "inline")
    }

    @Test func anExistentialWithABoxedValueIsResolvedAndReleased() throws {
        try expectMovedOnce(
            {
                $0.register(.unique, type: (any Describing).self) { _ in
                    LargeDescription(first: "a", second: "b", third: "c", owner: Tracked("boxed"))
                }
            },
            (any Describing).self
        ) { description in
            #expect(description.text == "abcboxed")
            return (description as? LargeDescription)?.owner
        }
    }

    @Test func anyIsResolvedAndReleased() throws {
        try expectMovedOnce(
            { $0.register(.unique, type: (any Sendable).self) { _ in Tracked("any") } }, (any Sendable).self
        ) { value in
            let tracked = value as? Tracked
            #expect(tracked?.name == "any")
            return tracked
        }
    }

    @Test func aStructOfWholeWordsIsResolvedAndReleased() throws {
        try expectMovedOnce({ $0.register(.unique) { _ in Pair(label: "three words", owner: Tracked("pair")) } }, Pair.self) {
            #expect($0.label == "three words" && $0.owner.name == "pair")
            return $0.owner
        }
    }

    @Test func aStructOfPartWordsIsResolvedAndReleased() throws {
        try expectMovedOnce({ $0.register(.unique) { _ in Flagged(owner: Tracked("flagged"), flag: true) } }, Flagged.self) {
            #expect($0.flag && $0.owner.name == "flagged")
            return $0.owner
        }
    }

    @Test func aStructOfMoreWordsThanTheSizedPathsIsResolvedAndReleased() throws {
        try expectMovedOnce(
            { $0.register(.unique) { _ in Seven(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, owner: Tracked("seven")) } },
            Seven.self
        ) {
            #expect([$0.a, $0.b, $0.c, $0.d, $0.e, $0.f] == [1, 2, 3, 4, 5, 6])
            return $0.owner
        }
    }

    @Test func anEmptyStructAndAnOverAlignedValueAreResolved() throws {
        let container = Container(name: "App")
        container.register(.unique) { _ in Empty() }
        container.register(.unique) { _ in SIMD4<Float>(1, 2, 3, 4) }
        _ = try container.resolve(Empty.self)
        #expect(try container.resolve(SIMD4<Float>.self) == SIMD4<Float>(1, 2, 3, 4))
    }

    @Test func aFunctionIsResolvedAndCalled() throws {
        let tracked = Tracked("captured")
        let container = Container(name: "App")
        container.register(.unique) { _ -> @Sendable () -> String in { tracked.name } }
        #expect(try container.resolve((@Sendable () -> String).self)() == "captured")
    }

    @Test func aFactoryErrorLeavesTheSizedAndTheTypedPathAsItsOwnType() {
        let container = Container(name: "App")
        container.register { _ -> Pair in throw FactoryFailure(reason: "words") }
        container.register { _ -> Flagged in throw FactoryFailure(reason: "typed") }
        #expect(throws: FactoryFailure(reason: "words")) { _ = try container.resolve(Pair.self) }
        #expect(throws: FactoryFailure(reason: "typed")) { _ = try container.resolve(Flagged.self) }
    }
}
