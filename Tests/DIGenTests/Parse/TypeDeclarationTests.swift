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

    @Test func nestedTypesHaveDottedNamesOuterFirst() {
        let file = parse("""
            struct Outer {
                enum Middle {
                    class Inner {}
                }
                struct Sibling {}
            }
            """)
        #expect(file.types.map(\.qualifiedName) == ["Outer", "Outer.Middle", "Outer.Middle.Inner", "Outer.Sibling"])
        #expect(file.types.map(\.name) == ["Outer", "Middle", "Inner", "Sibling"])
    }

    @Test func genericsInheritanceWhereClauseModifiersAttributesAndAccess() {
        let file = parse("""
            @MainActor @available(iOS 13, *)
            public final class Box<T: Equatable, each U>: NSObject, @unchecked Sendable where T: Hashable {}
            """)
        let box = file.types[0]
        #expect(box.genericParameters == ["T", "U"])
        #expect(box.inheritedTypes == ["NSObject", "@unchecked Sendable"])
        #expect(box.whereClause == "T: Hashable")
        #expect(box.modifiers == ["final"])
        #expect(box.attributes == ["@MainActor", "@available(iOS 13, *)"])
        #expect(box.accessLevel == .public)
        #expect(box.location == at(2, 20))
    }

    @Test func protocolPrimaryAssociatedTypesAreGenericParameters() {
        let file = parse("protocol Store<Element>: AnyObject { associatedtype Element }")
        #expect(file.types[0].genericParameters == ["Element"])
        #expect(file.types[0].inheritedTypes == ["AnyObject"])
    }

    @Test func backtickedNamesLoseTheirBackticks() {
        #expect(parse("struct `Type` { struct `class` {} }").types.map(\.qualifiedName) == ["Type", "Type.class"])
    }

    @Test func extensionsKeepTheirMembersAndNameNestedTypesAfterTheExtendedType() {
        let file = parse("""
            extension Foo.Bar: Equatable where T == Int {
                init(x: Int) {}
                struct Baz {}
            }
            """)
        #expect(file.extensions.count == 1)
        let declaration = file.extensions[0]
        #expect(declaration.extendedType == "Foo.Bar")
        #expect(declaration.inheritedTypes == ["Equatable"])
        #expect(declaration.whereClause == "T == Int")
        #expect(declaration.location == at(1, 1))
        #expect(declaration.members.initializers.map(\.location) == [at(2, 5)])
        #expect(file.types.map(\.qualifiedName) == ["Foo.Bar.Baz"])
    }

    @Test func everyIfConfigBranchIsParsed() {
        let file = parse("""
            #if os(Linux) || (DEBUG && swift(>=5.9))
            struct A { var x: Int }
            #elseif canImport(UIKit)
            struct A { var y: Int }
            #else
            struct B {}
            #endif
            """)
        #expect(file.types.map(\.qualifiedName) == ["A", "A", "B"])
        #expect(file.types.flatMap(\.members.properties).map(\.name) == ["x", "y"])
    }

    @Test func ifConfigInsideAMemberList() {
        let file = parse("""
            class C {
                #if DEBUG
                init(debug: Bool) {}
                #else
                init() {}
                #endif
            }
            """)
        #expect(file.types[0].members.initializers.map(\.parameters.count) == [1, 0])
    }

    @Test func declarationsInsideFunctionBodiesAndClosuresAreNotMembers() {
        let file = parse("""
            struct S {
                func f() {
                    struct Local {}
                    let inner = 1
                }
                let handler = { (x: Int) in
                    var captured = x
                }
                var body: some View { Text("\\(value)") }
            }
            """)
        #expect(file.types.map(\.qualifiedName) == ["S"])
        #expect(file.types[0].members.properties.map(\.name) == ["handler", "body"])
        #expect(file.types[0].members.methods.map(\.name) == ["f"])
    }

    @Test func enumCasesSubscriptsDeinitsAndAssociatedTypesAreSkipped() {
        let file = parse("""
            enum E: Int {
                case a = 1, b
                indirect case c(E, label: [Int: String] = [:])
                subscript(index: Int) -> Int { 0 }
                var raw: Int { rawValue }
            }
            class D { deinit {} ; func g() {} }
            protocol P { associatedtype A: Sequence where A.Element == Int; func h() }
            """)
        #expect(file.types.map { $0.members.properties.map(\.name) + $0.members.methods.map(\.name) } == [
            ["raw"], ["g"], ["h"],
        ])
    }

    @Test func fileLevelTypealiasesAndFunctionsAndVariables() {
        let file = parse("""
            typealias UserId = String
            func helper() -> Int { 1 }
            let global = 2
            """)
        #expect(file.typealiases.map(\.qualifiedName) == ["UserId"])
        #expect(file.typealiases[0].target == type("String"))
        #expect(file.types.isEmpty)
    }
}
