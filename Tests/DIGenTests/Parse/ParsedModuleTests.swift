import DIGen
import DIGraph
import Testing

@Suite struct ParsedModuleTests {
    @Test func extensionMembersMergeIntoTheirTypeAcrossFiles() {
        let first = DeclarationParser.parse("class Foo { init() {} }\nstruct Outer { struct Inner {} }", path: "A.swift")
        let second = DeclarationParser.parse("""
            extension Foo: Sendable {
                // @saber.inject
                func set(bar: Bar) {}
            }
            extension Outer.Inner { var x: Int { 1 } }
            extension String { func shout() -> String { self } }
            """, path: "B.swift")
        let module = ParsedModule(files: [first, second])
        #expect(module.types.map(\.qualifiedName) == ["Foo", "Outer", "Outer.Inner"])
        let foo = module.type(named: "Foo")
        #expect(foo?.inheritedTypes == ["Sendable"])
        #expect(foo?.members.initializers.count == 1)
        #expect(foo?.members.methods.map(\.name) == ["set"])
        #expect(foo?.members.methods.first?.location == SourceLocation(file: "B.swift", line: 3, column: 10))
        #expect(foo?.members.methods.first?.annotations.map(\.kind) == [.inject])
        #expect(module.type(named: "Outer.Inner")?.members.properties.map(\.name) == ["x"])
        #expect(module.extensions.map(\.extendedType) == ["String"])
    }

    @Test func diagnosticsOfAllFilesAreSorted() {
        let first = DeclarationParser.parse("// @saber.scop(App)\nclass A {}", path: "B.swift")
        let second = DeclarationParser.parse("// @saber.cache\nclass B {}", path: "A.swift")
        let module = ParsedModule(files: [first, second])
        #expect(module.diagnostics.map { $0.location?.file } == ["A.swift", "B.swift"])
    }
}
