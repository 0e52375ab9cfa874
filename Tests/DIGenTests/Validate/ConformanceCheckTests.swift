@testable import DIGen
import DIGraph
import Testing

/// `@saber.bindTo(P)` and `@di.into([P])` on a type that is certainly not a `P` are errors at the annotation (the
/// generated `as P` would not compile); every program digen cannot be sure about generates as before.
@Suite("Model: bindTo and into targets the type does not conform to")
struct ConformanceCheckTests {
    /// Every diagnostic of a run on `AppContainer` plus `source`, rendered; "" for a clean run.
    private func diagnostics(_ source: String) -> String {
        renderedDiagnostics(appContainerSource + source)
    }

    // MARK: errors

    @Test("bindTo a module protocol the type does not conform to")
    func bindToUnconformed() {
        #expect(diagnostics("""
            protocol Topping {}

            // @saber.scope(App)
            // @saber.bindTo(Topping)
            struct Sugar: Sendable, Hashable {}
            """) == """
            Test.swift:7:4: error: [malformedAnnotation] 'Sugar' is bound to 'Topping' but does not conform to it; add \
            ': Topping' to its declaration or an extension, or remove '@saber.bindTo(Topping)'
            """)
    }

    @Test("into an array and a dictionary of a protocol the type is not")
    func intoUnconformed() {
        #expect(diagnostics("""
            protocol Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            // @di.into([String: Topping], key: "sugar")
            final class Sugar {}
            """) == """
            Test.swift:7:4: error: [malformedAnnotation] 'Sugar' is contributed to '[Topping]' but is not a 'Topping'; \
            add ': Topping' to its declaration or an extension, or remove '@di.into([Topping])'
            Test.swift:8:4: error: [malformedAnnotation] 'Sugar' is contributed to '[String: Topping]' but is not a \
            'Topping'; add ': Topping' to its declaration or an extension, or remove '@di.into([String: Topping], \
            key: "sugar")'
            """)
    }

    @Test("bindTo a module class the type does not inherit from, a struct included")
    func bindToUnrelatedClass() {
        #expect(diagnostics("""
            class Base {}
            class Other {}

            // @saber.scope(App)
            // @saber.bindTo(Base)
            final class Sugar: Other {}

            // @saber.scope(App)
            // @di.into([Base])
            struct Salt {}
            """) == """
            Test.swift:8:4: error: [malformedAnnotation] 'Sugar' is bound to 'Base' but is not a subclass of it; make \
            'Base' its superclass, or remove '@saber.bindTo(Base)'
            Test.swift:12:4: error: [malformedAnnotation] 'Salt' is contributed to '[Base]' but is not a 'Base'; make \
            'Base' its superclass, or remove '@di.into([Base])'
            """)
    }

    @Test("everything reachable is known and none of it is the target: module protocols, superclasses, aliases")
    func reachableButNotTarget() {
        #expect(diagnostics("""
            protocol Topping {}
            protocol Sweet: Sendable {}
            typealias Treat = Sweet & Equatable
            class Base: Treat {
                static func == (lhs: Base, rhs: Base) -> Bool { true }
            }
            extension Base: CustomStringConvertible {
                var description: String { "" }
            }

            // @saber.scope(App)
            // @saber.bindTo(Topping)
            @MainActor
            final class Sugar: Base, @unchecked Sendable, ~Copyable {}
            """) == """
            Test.swift:15:4: error: [malformedAnnotation] 'Sugar' is bound to 'Topping' but does not conform to it; add \
            ': Topping' to its declaration or an extension, or remove '@saber.bindTo(Topping)'
            """)
    }

    @Test("'any P' and 'P?' stand for P")
    func existentialAndOptionalSpellings() {
        #expect(diagnostics("""
            protocol Topping {}

            // @saber.scope(App)
            // @saber.bindTo(any Topping)
            // @di.into([Topping?])
            struct Sugar {}
            """) == """
            Test.swift:7:4: error: [malformedAnnotation] 'Sugar' is bound to 'Topping' but does not conform to it; add \
            ': Topping' to its declaration or an extension, or remove '@saber.bindTo(Topping)'
            Test.swift:8:4: error: [malformedAnnotation] 'Sugar' is contributed to '[Topping?]' but is not a 'Topping'; \
            add ': Topping' to its declaration or an extension, or remove '@di.into([Topping?])'
            """)
    }

    @Test("an enum with a raw type, and a superclass with generic arguments, are read exactly")
    func rawTypesAndGenericArguments() {
        #expect(diagnostics("""
            protocol Topping {}
            class Pair<A, B> {}

            // @saber.scope(App)
            // @di.into([Topping])
            enum Flavor: String {
                case sweet
                init() { self = .sweet }
            }

            // @saber.scope(App)
            // @di.into([Topping])
            final class Sugar: Pair<String, Int> {}
            """) == """
            Test.swift:8:4: error: [malformedAnnotation] 'Flavor' is contributed to '[Topping]' but is not a 'Topping'; \
            add ': Topping' to its declaration or an extension, or remove '@di.into([Topping])'
            Test.swift:15:4: error: [malformedAnnotation] 'Sugar' is contributed to '[Topping]' but is not a 'Topping'; \
            add ': Topping' to its declaration or an extension, or remove '@di.into([Topping])'
            """)
    }

    // MARK: skipped: valid programs, or programs digen cannot be sure about

    @Test("conformance in the declaration, an extension, a conditional extension or a composition")
    func directConformances() {
        #expect(diagnostics("""
            protocol Topping {}
            protocol Sweet {}
            class Base<T> {}
            extension Base: Topping where T == Int {}

            // @saber.scope(App)
            // @di.into([Topping])
            // @di.into([Topping])
            struct Sugar: Topping {}

            // @saber.scope(App)
            // @di.into([String: Topping], key: "salt")
            struct Salt {}
            extension Salt: Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            final class Honey: Base<Int> {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Syrup: Sweet & Topping {}
            """) == "")
    }

    @Test("conformances written with attributes, modifiers, comments and line breaks are read")
    func unusualSpellings() {
        #expect(diagnostics("""
            protocol Topping {}
            protocol Sweet {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Sugar {}
            @available(macOS 10.15, *)
            public extension Sugar : Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Salt: Sweet, // the first
                /* then */ Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Honey {}
            #if DEBUG
            extension Honey: Sweet,
                             Topping {}
            #endif
            """) == "")
    }

    @Test("through a module superclass, its extension, a refinement, a where-clause refinement and typealiases")
    func indirectConformances() {
        #expect(diagnostics("""
            protocol Topping {}
            protocol Sub: Topping {}
            protocol WhereSub where Self: Topping {}
            typealias Both = Sub & Sendable
            typealias Again = Both
            class Base {}
            extension Base: Topping {}
            class Middle: Base {}

            // @saber.scope(App)
            // @saber.bindTo(Topping)
            final class Sugar: Middle {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Salt: Again {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Honey: WhereSub, Topping {}

            // @saber.scope(App)
            // @saber.bindTo(Base)
            final class Syrup: Middle {}
            """) == "")
    }

    @Test("an enum's raw type and a generic superclass's conditional conformance with two arguments")
    func rawTypesAndGenericConformances() {
        #expect(diagnostics("""
            protocol Topping {}
            class Pair<A, B> {}
            extension Pair: Topping where A == String {}

            // @saber.scope(App)
            // @di.into([Topping])
            enum Flavor: Int, Topping {
                case sweet
                init() { self = .sweet }
            }

            // @saber.scope(App)
            // @di.into([Topping])
            final class Sugar: Pair<String, Int> {}
            """) == "")
    }

    @Test("a nested type through a nested protocol named by its short or dotted name")
    func nestedNames() {
        #expect(diagnostics("""
            protocol Topping {}
            enum Outer {
                protocol Sweet: Topping {}

                // @saber.scope(App)
                // @saber.bindTo(Topping)
                struct Sugar: Sweet {}
            }

            // @saber.scope(App)
            // @di.into([Topping])
            struct Salt: Outer.Sweet {}
            """) == "")
    }

    @Test("a target from another module, a generic target or a typealias target is not checked")
    func uncheckedTargets() {
        #expect(diagnostics("""
            protocol Topping {}
            protocol Boxed<Value> {}
            typealias Alias = Topping

            // @saber.scope(App)
            // @saber.bindTo(Identifiable)
            // @saber.bindTo(Alias)
            // @di.into([Boxed<Int>])
            struct Sugar {}
            """).contains("malformedAnnotation") == false)
    }

    @Test("a superclass from another module, perhaps made a P by an extension, is not checked")
    func externalSuperclass() {
        #expect(diagnostics("""
            import Foundation

            protocol Topping {}
            extension NSObject: Topping {}
            typealias Root = NSObject

            // @saber.scope(App)
            // @saber.bindTo(Topping)
            final class Sugar: NSObject {}

            // @saber.scope(App)
            // @di.into([Topping])
            final class Salt: Root {}
            """) == "")
    }

    @Test("a protocol from another module, a macro attribute or an unknown name in the clause is not checked")
    func unknownNames() {
        #expect(diagnostics("""
            protocol Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Sugar: MacroDeclaredProtocol {}

            // @saber.scope(App)
            // @di.into([Topping])
            @AddsConformances
            struct Salt {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Honey: (Topping) {}
            """).contains("conform") == false)
    }

    @Test("an extension the module cannot merge may be the type's: module-qualified, via a typealias, bound generic")
    func unmergedExtensions() {
        #expect(diagnostics("""
            protocol Topping {}
            protocol Sweet {}
            typealias Alias = Salt
            extension App.Sugar: Topping {}
            extension Alias: Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Sugar {}

            // @saber.scope(App)
            // @di.into([Topping])
            struct Salt {}

            class Pair<A> {}
            extension Pair<Int>: Topping {}

            // @saber.scope(App)
            // @di.into([Topping])
            final class Honey: Pair<Int> {}
            """) == "")
    }
}
