@testable import DIRuntime
import Testing

/// The registry's open-addressing table against a `Dictionary` doing the same operations: inserts past several
/// resizes, overwrites, and removals that must shift later keys of a probe run back into the hole.
@Suite struct EntryTableTests {
    /// Stand-ins for types: live objects have distinct, aligned addresses, as type metadata does.
    private final class Identity {}

    /// Entries to store; which one a key holds is all the table cares about.
    private static func entries(_ count: Int) -> [Entry] {
        let container = Container(name: "Entries")
        return (0..<count).map { index in container.register(tag: index) { _ in C() }.entry }
    }

    @Test func randomInsertsOverwritesAndRemovalsMatchADictionary() {
        let identities = (0..<600).map { _ in Identity() }
        let entries = Self.entries(5)
        let table = EntryTable()
        var reference: [ObjectIdentifier: Entry] = [:]
        // A seeded linear congruential generator, so a failure replays.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for step in 0..<20_000 {
            // Mostly inserts at first, then removals catch up, so the table both grows and thins out.
            let key = ObjectIdentifier(identities[Int(next() % 600)])
            if next() % 100 < (step < 5_000 ? 80 : 45) {
                let entry = entries[Int(next() % 5)]
                #expect(table.updateValue(entry, forKey: key) === reference.updateValue(entry, forKey: key))
            } else {
                table[key] = nil
                reference[key] = nil
            }
            #expect(table.count == reference.count)
        }
        for identity in identities {
            #expect(table[ObjectIdentifier(identity)] === reference[ObjectIdentifier(identity)])
        }
        let listed = Dictionary(uniqueKeysWithValues: table.elements.map { ($0.type, ObjectIdentifier($0.entry)) })
        #expect(listed == reference.mapValues { ObjectIdentifier($0) })
    }

    @Test func theTableHoldsItsEntriesAndLetsGoOfReplacedAndRemovedOnes() {
        let key = ObjectIdentifier(Identity.self)
        let other = ObjectIdentifier(Int.self)
        let table = EntryTable()
        weak var first: Entry?
        weak var second: Entry?
        do {
            let entries = Self.entries(2)
            (first, second) = (entries[0], entries[1])
            _ = table.updateValue(entries[0], forKey: key)
            _ = table.updateValue(entries[1], forKey: other)
        }
        #expect(first != nil && second != nil)
        _ = table.updateValue(second!, forKey: key)
        #expect(first == nil)
        table[key] = nil
        #expect(second != nil)
        table[other] = nil
        #expect(second == nil)
        #expect(table.count == 0)
    }
}
