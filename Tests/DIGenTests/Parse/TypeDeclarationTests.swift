import DIGen
import DIGraph
import Testing

@Suite struct TypeDeclarationTests {
    @Test func eachKindOfTypeIsFoundWithItsNameLocation() {
        let file = parse("""
            protocol P {}
            class C {}
            struct S {}
            enum E {}
            actor A {}
            """)
        #expect(file.types.map(\.kind) == [.protocol, .class, .struct, .enum, .actor])
        #expect(file.types.map(\.qualifiedName) == ["P", "C", "S", "E", "A"])
        #expect(file.types.map(\.location) == [at(1, 10), at(2, 7), at(3, 8), at(4, 6), at(5, 7)])
        #expect(file.diagnostics.isEmpty)
    }
}
