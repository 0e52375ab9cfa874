import DIGraph
import Testing

enum Environment: String, TagConvertible { case production, development }
enum Slot: Int, TagConvertible { case first = 1, second }

@Suite("Tags")
struct TagTests {
    @Test("String, Int and raw-representable values convert to tags")
    func conversions() {
        #expect("prod".tag == .string("prod"))
        #expect(7.tag == .int(7))
        #expect(Environment.production.tag == .string("production"))
        #expect(Slot.second.tag == .int(2))
    }

    @Test("\"1\" and 1 are different tags, and different keys")
    func stringAndIntTagsDiffer() {
        #expect("1".tag != 1.tag)
        #expect(key("Foo", tag: "1") != key("Foo", tag: 1))
    }

    @Test("keys describe themselves as diagnostics name them")
    func keyDescriptions() {
        #expect(key("Foo").description == "Foo")
        #expect(key("Foo", tag: "prod").description == "Foo (tag \"prod\")")
        #expect(key("Foo", tag: 3).description == "Foo (tag 3)")
        #expect(key("Foo", tag: "x").untagged == key("Foo"))
    }
}
