import DIGen
import DIGraph
import Testing

/// Every annotation example of the three Saber seed documents (Container, External, Container Inheritance),
/// parsed to what the documents say.
@Suite struct SaberSeedTests {
    @Test func containerPageContainerAndServices() {
        let file = parse("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {
            }

            // @saber.scope(App)
            class Foo {
            }

            // @saber.scope(App)
            class Bar {

                // @saber.inject
                init(foo: Foo) {
                    // ...
                }
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.qualifiedName) == ["AppContaining", "Foo", "Bar"])
        #expect(file.types[0].annotations == [
            Annotation(.container("AppContainer"), at: at(1, 4)),
            Annotation(.scope("App"), at: at(2, 4)),
        ])
        #expect(file.types[1].annotations == [Annotation(.scope("App"), at: at(6, 4))])
        #expect(file.types[2].annotations == [Annotation(.scope("App"), at: at(10, 4))])
        let initializer = file.types[2].members.initializers[0]
        #expect(initializer.annotations == [Annotation(.inject, at: at(13, 8))])
        #expect(initializer.parameters == [Parameter(label: "foo", name: "foo", typeText: "Foo", location: at(14, 10))])
    }

    @Test func containerPageEveryContainerAnnotation() {
        let file = parse("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @saber.threadSafe
            // @saber.dependsOn(OneContainer, AnotherContainer)
            // @saber.externals(Env, Analytics)
            // @saber.imports(UIKit, Alamofire)
            protocol AppContaining {}
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types[0].annotations.map(\.kind) == [
            .container("AppContainer"),
            .scope("App"),
            .threadSafe,
            .dependsOn(["OneContainer", "AnotherContainer"]),
            .externals([
                Annotation.External(type: type("Env"), location: at(5, 21)),
                Annotation.External(type: type("Analytics"), location: at(5, 26)),
            ]),
            .imports(["UIKit", "Alamofire"]),
        ])
    }

    @Test func externalPageExternalsAndTypealiasDistinguishedConstants() {
        let file = parse("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @saber.externals(CoolEventTracker, AwesomeLogger)
            protocol AppContaining {}

            typealias AnalyticsKey = String
            typealias FilePath = String

            // @saber.scope(App)
            class MyService {
            // @saber.inject
            init(analyticsKey: AnalyticsKey, filePath: FilePath) {
            // ...
            }
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types[0].annotations[2].kind == .externals([
            Annotation.External(type: type("CoolEventTracker"), location: at(3, 21)),
            Annotation.External(type: type("AwesomeLogger"), location: at(3, 39)),
        ]))
        #expect(file.typealiases.map(\.name) == ["AnalyticsKey", "FilePath"])
        #expect(file.typealiases.map(\.target) == [type("String"), type("String")])
        let initializer = file.types[1].members.initializers[0]
        #expect(initializer.annotations.map(\.kind) == [.inject])
        #expect(initializer.parameters.map(\.type) == [type("AnalyticsKey"), type("FilePath")])
        #expect(initializer.parameters.map(\.label) == ["analyticsKey", "filePath"])
    }

    @Test func externalPageTwoStringExternalsParseAsWritten() {
        let file = parse("// @saber.externals(String, String)\nprotocol AppContaining {}")
        #expect(file.types[0].annotations[0].kind == .externals([
            Annotation.External(type: type("String"), location: at(1, 21)),
            Annotation.External(type: type("String"), location: at(1, 29)),
        ]))
    }

    @Test func externalPageWeakUnownedOptionalAndForceUnwrappedExternals() {
        let file = parse("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            // @saber.externals(weak Foo, weak Bar?, unowned Baz, unowned Qux!)
            protocol AppContaining {}
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types[0].annotations[2].kind == .externals([
            Annotation.External(type: type("Foo"), ownership: .weak, location: at(3, 21)),
            Annotation.External(type: type("Bar?"), ownership: .weak, location: at(3, 31)),
            Annotation.External(type: type("Baz"), ownership: .unowned, location: at(3, 42)),
            Annotation.External(type: type("Qux!"), ownership: .unowned, location: at(3, 55)),
        ]))
        if case .externals(let externals) = file.types[0].annotations[2].kind {
            #expect(externals.map(\.type.optionality) == [.none, .optional, .none, .implicitlyUnwrapped])
        }
    }

    @Test func containerInheritancePage() {
        let file = parse("""
            // @saber.container(AppContainer)
            // @saber.scope(App)
            protocol AppContaining {}

            // @saber.scope(App)
            // @saber.cached
            // ^ It's cached to be reusable across the app
            class Database {

                func user(id: String) -> User {
                    return User()
                }
            }

            typealias UserId = String

            struct UserConfiguration {

                let userId: UserId

                init(userId: UserId) {
                    self.userId = userId
                }
            }

            // Setting the external above to the container:

            // @saber.container(UserContainer)
            // @saber.scope(User)
            // @saber.dependsOn(AppContainer)
            // @saber.externals(UserConfiguration)
            // ^ HERE!
            protocol UserContaining {}

            // @saber.scope(User)
            // @saber.cached
            class UserManager {

                let currentUser: User

                // @saber.inject
                // - `database` will be taken from the `AppContainer`
                // - `userId` will be taken from the `UserConfiguration` external
                init(database: Database, userId: UserId) {
                    self.currentUser = database.user(id: userId)
                }
            }
            """)
        #expect(file.diagnostics.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: file.types.map { ($0.qualifiedName, $0) })
        #expect(byName["AppContaining"]?.annotations.map(\.kind) == [.container("AppContainer"), .scope("App")])
        #expect(byName["Database"]?.annotations.map(\.kind) == [.scope("App"), .cached])
        #expect(byName["Database"]?.members.methods.map(\.returnType) == [type("User")])
        #expect(byName["UserContaining"]?.annotations.map(\.kind) == [
            .container("UserContainer"), .scope("User"), .dependsOn(["AppContainer"]),
            .externals([Annotation.External(type: type("UserConfiguration"), location: at(31, 21))]),
        ])
        #expect(byName["UserConfiguration"]?.members.properties == [
            PropertyDeclaration(name: "userId", typeText: "UserId", isLet: true, location: at(19, 9)),
        ])
        #expect(byName["UserManager"]?.annotations.map(\.kind) == [.scope("User"), .cached])
        let initializer = byName["UserManager"]?.members.initializers.first
        #expect(initializer?.annotations == [Annotation(.inject, at: at(41, 8))])
        #expect(initializer?.parameters.map(\.name) == ["database", "userId"])
        #expect(file.typealiases.map(\.qualifiedName) == ["UserId"])
    }

    @Test func serviceAnnotationsBeyondTheSeedPages() {
        let file = parse("""
            // @saber.scope(App)
            // @saber.bindTo(FooProtocol)
            // @saber.injectOnly
            struct Foo {
                // @saber.inject
                var logger: Logger?
                // @saber.inject
                mutating func set(bar: Bar) {}
                // @saber.didInject
                func postInject() {}
                // @saber.provider
                func provide() -> Baz { Baz() }
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types[0].annotations.map(\.kind) == [.scope("App"), .bindTo(type("FooProtocol")), .injectOnly])
        #expect(file.types[0].members.properties[0].annotations.map(\.kind) == [.inject])
        #expect(file.types[0].members.methods.map { $0.annotations.map(\.kind) } == [[.inject], [.didInject], [.provider]])
    }
}
