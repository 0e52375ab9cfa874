import DIGraph
import Testing

@Suite("Dictionary keys")
struct DictionaryKeyTests {
    @Test("String, Int and raw-representable values convert as tags do, and literals write either")
    func conversions() {
        #expect(DictionaryKey("deeplink") == .string("deeplink"))
        #expect(DictionaryKey(7) == .int(7))
        #expect(DictionaryKey(Environment.production) == .string("production"))
        #expect(DictionaryKey(Slot.second) == .int(2))
        let literal: DictionaryKey = "deeplink"
        #expect(literal == .string("deeplink"))
    }

    @Test("\"1\" and 1 are different keys, written as a dictionary literal writes them")
    func stringAndIntDiffer() {
        #expect(DictionaryKey("1") != DictionaryKey(1))
        #expect(DictionaryKey("1").description == "\"1\"")
        #expect(DictionaryKey(1).description == "1")
        #expect([DictionaryKey("b"), "a", 2, 1].sorted() == [1, 2, "a", "b"])
    }
}
