import DIGen
import DIGraph
import Testing

/// Attachment follows Saber's `RawData.annotations(for:)`: walk upward from the line above the declaration through
/// `//` lines; annotations are collected, other `//` lines passed over, anything else stops the walk.
@Suite struct AnnotationAttachmentTests {
    @Test func consecutiveCommentLinesAboveADeclarationAttachInSourceOrder() {
        let file = parse("""
            // @saber.scope(App)
            // @saber.cached
            class Foo {}
            """)
        #expect(file.types[0].annotations == [
            Annotation(.scope("App"), at: at(1, 4)),
            Annotation(.cached, at: at(2, 4)),
        ])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func ordinaryCommentLinesInBetweenArePassedOver() {
        let file = parse("""
            // @saber.scope(App)
            // @saber.cached
            // ^ It's cached to be reusable across the app
            class Database {}
            """)
        #expect(file.types[0].annotations.map(\.kind) == [.scope("App"), .cached])
    }

    @Test func docCommentLinesCountAndMayCarryAnnotations() {
        let file = parse("""
            /// A service.
            /// @saber.scope(App)
            // @saber.cached
            /// More documentation.
            class Foo {}
            """)
        #expect(file.types[0].annotations.map(\.kind) == [.scope("App"), .cached])
        #expect(file.types[0].annotations[0].location == at(2, 5))
    }

    /// Saber dropped an annotation a blank line cuts off from its declaration; digen drops it too, with a warning
    /// that says so and where, instead of stopping.
    @Test func aBlankLineStopsTheWalkAndTheAnnotationAboveItIsDroppedWithAWarning() {
        let file = parse("""
            // @saber.scope(App)

            // @saber.cached
            class Foo {}
            """)
        #expect(file.types[0].annotations.map(\.kind) == [.cached])
        #expect(rendered(file) == """
            Test.swift:1:4: warning: [misplacedAnnotation] '@saber.scope' is dropped: a blank line separates it from \
            the declaration at line 4, as Saber dropped it; remove the blank line to apply it
            Test.swift:4:1: note: the declaration it would apply to
            """)
    }

    @Test func anAnnotationWithNoDeclarationAfterItIsStillAnError() {
        let file = parse("""
            class Foo {}

            // @saber.scope(App)
            """)
        #expect(rendered(file) == """
            Test.swift:3:4: error: [misplacedAnnotation] '@saber.scope' is not attached to a declaration; write it \
            on the '//' lines directly above one, with no blank line in between
            """)
    }

    @Test func aLineOfCodeOrABlockCommentStopsTheWalk() {
        let file = parse("""
            // @saber.scope(App)
            let x = 1 // @saber.cached
            class Foo {}
            // @saber.scope(Other)
            /* a block comment */
            class Bar {}
            """)
        #expect(file.types.map(\.annotations.isEmpty) == [true, true])
        #expect(file.diagnostics.map(\.location) == [at(1, 4), at(2, 14), at(4, 4)])
    }

    @Test func attributesAndModifiersBelongToTheDeclaration() {
        let file = parse("""
            class Foo {
                // @saber.inject
                @objc
                public dynamic var bar: Bar?
            }
            """)
        #expect(file.types[0].members.properties[0].annotations.map(\.kind) == [.inject])
    }

    @Test func theSynonymPrefixDi() {
        let file = parse("""
            // @di.scope(App)
            // @di.bindTo(FooProtocol)
            struct Foo {}
            """)
        #expect(file.types[0].annotations == [
            Annotation(.scope("App"), prefix: "di", at: at(1, 4)),
            Annotation(.bindTo(type("FooProtocol")), prefix: "di", at: at(2, 4)),
        ])
    }

    @Test func commentsThatMerelyMentionAnAttributeAreNotAnnotations() {
        let file = parse("""
            // @MainActor is required here; see @saber.inject in the docs
            // @param x
            class Foo {}
            """)
        #expect(file.types[0].annotations.isEmpty)
        #expect(file.diagnostics.isEmpty)
    }

    @Test func annotationsInsideFunctionBodiesAttachToNothing() {
        let file = parse("""
            func f() {
                // @saber.inject
                let x = 1
            }
            // @saber.scope(App)
            """)
        #expect(file.diagnostics.map(\.code) == [.misplacedAnnotation, .misplacedAnnotation])
        #expect(file.diagnostics.map(\.location) == [at(2, 8), at(5, 4)])
    }

    @Test func everyMemberKindTakesItsAnnotations() {
        let file = parse("""
            // @saber.scope(App)
            class Foo {
                // @saber.inject
                var a: A!
                // @saber.inject
                init(b: B) {}
                // @saber.inject
                func set(c: C) {}
                // @saber.didInject
                func ready() {}
                // @saber.provider
                func provide() -> D { D() }
            }
            """)
        let members = file.types[0].members
        #expect(members.properties[0].annotations.map(\.kind) == [.inject])
        #expect(members.initializers[0].annotations.map(\.kind) == [.inject])
        #expect(members.methods.map { $0.annotations.map(\.kind) } == [[.inject], [.didInject], [.provider]])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func multipleBindingsShareTheirAnnotations() {
        let file = parse("class C {\n    // @saber.inject\n    var a: A!, b: B!\n}")
        #expect(file.types[0].members.properties.map { $0.annotations.map(\.kind) } == [[.inject], [.inject]])
    }
}

@Suite("Parse: concurrency annotations and attributes")
struct ConcurrencyParseTests {
    @Test("@saber.isolation(MainActor) on a container protocol; elsewhere it is misplaced")
    func isolationAnnotation() {
        let file = parse("""
            // @saber.isolation(MainActor)
            protocol AppContaining {}

            // @saber.isolation(MainActor)
            class Foo {}

            // @saber.isolation()
            protocol Other {}
            """)
        #expect(file.types[0].annotations.map(\.kind) == [.isolation("MainActor")])
        #expect(rendered(file) == """
            Test.swift:4:4: error: [misplacedAnnotation] '@saber.isolation' cannot be attached to a class; it applies to a protocol
            Test.swift:7:4: error: [malformedAnnotation] '@saber.isolation' has an empty argument; write it as in '@saber.isolation(MainActor)'
            """)
    }

    @Test("an extension's attributes and nonisolated reach the initializers and methods it declares")
    func extensionAttributes() {
        let file = parse("""
            @MainActor
            extension Foo {
                init(a: Int) {}
                func make() -> Int { 0 }
            }

            nonisolated extension Bar {
                init(b: Int) {}
            }
            """)
        #expect(file.extensions[0].members.initializers[0].extensionAttributes == ["@MainActor"])
        #expect(file.extensions[0].members.methods[0].extensionAttributes == ["@MainActor"])
        #expect(file.extensions[1].members.initializers[0].extensionAttributes == ["nonisolated"])
    }
}
