import DIGen
import Testing

@Suite("Render: Saber's generated container shape")
struct ContainerRendererTests {
    private let header = ContainerRenderer.header

    @Test("the seed's empty container, exactly")
    func emptyContainer() {
        let text = ContainerRenderer(configuration: .init()).render(ContainerPlan(name: "AppContainer", protocolName: "AppContaining"))
        #expect(text == """
            \(header)
            import Foundation

            internal class AppContainer: AppContaining {

                internal init() {
                }

            }

            """)
    }

    @Test("parents then externals in init, storage by ownership, thread-safe cached getter under the recursive lock")
    func storageAndThreadSafety() {
        let plan = ContainerPlan(
            name: "UserContainer", protocolName: "UserContaining", imports: ["Foundation", "UIKit"], isThreadSafe: true,
            parents: [.init(memberName: "appContainer", typeName: "AppContainer")],
            externals: [
                .init(memberName: "bar", typeText: "Bar?", ownership: .weak),
                .init(memberName: "baz", typeText: "Baz", ownership: .unowned),
                .init(memberName: "userId", typeText: "UserId", ownership: .strong),
            ],
            services: [ServicePlan(
                memberName: "manager", typeText: "Manager",
                construction: .initializer(typeName: "Manager", arguments: [
                    Argument(label: "database", value: ValueReference(path: ["appContainer", "database"])),
                    Argument(label: nil, value: ValueReference(path: ["userId"])),
                    Argument(label: "later", value: ValueReference(path: ["bar"], isLazy: true)),
                ]),
                isCached: true)])
        #expect(ContainerRenderer(configuration: .init()).render(plan) == """
            \(header)
            import Foundation
            import UIKit

            // @unchecked Sendable: every cached_ member is read and written under `lock`; the rest is `let`.
            internal class UserContainer: UserContaining, @unchecked Sendable {

                private let lock = NSRecursiveLock()
                internal unowned let appContainer: AppContainer
                internal weak var bar: Bar?
                internal unowned let baz: Baz
                internal let userId: UserId
                private var cached_manager: Manager?

                internal init(appContainer: AppContainer, bar: Bar?, baz: Baz, userId: UserId) {
                    self.appContainer = appContainer
                    self.bar = bar
                    self.baz = baz
                    self.userId = userId
                }

                internal var manager: Manager {
                    self.lock.lock()
                    defer { self.lock.unlock() }
                    if let cached = self.cached_manager { return cached }
                    let manager = Manager(database: self.appContainer.database, self.userId, later: { [unowned self] in return self.bar })
                    self.cached_manager = manager
                    return manager
                }

            }

            """)
    }

    @Test("struct and optional services are injected through inout; aliases, providers and injectOnly injectors")
    func injectionShapes() {
        let injections: [Injection] = [
            .property(name: "foo", value: ValueReference(path: ["foo"])),
            .method(name: "set", arguments: [Argument(label: "bar", value: ValueReference(path: []))]),
            .didInject(name: "done"),
        ]
        let plan = ContainerPlan(name: "C", protocolName: "P", services: [
            ServicePlan(memberName: "settings", typeText: "Settings?", construction: .initializer(typeName: "Settings", arguments: []),
                        isReference: false, injections: injections),
            ServicePlan(memberName: "logging", typeText: "Logging", construction: .alias(target: ValueReference(path: ["logger"]))),
            ServicePlan(memberName: "token", typeText: "Token", construction: .provider(
                provider: ValueReference(path: ["tokenProvider"]), method: "make",
                arguments: [Argument(label: "seed", value: ValueReference(path: ["seed"]))])),
            ServicePlan(memberName: "screen", typeText: "Screen", construction: .injectOnly, injections: [injections[0]]),
        ])
        let configuration = GeneratorConfiguration(accessLevel: "open", indentation: .init(style: .space, size: 2))
        #expect(ContainerRenderer(configuration: configuration).render(plan) == """
            \(header)
            import Foundation

            open class C: P {

              public init() {
              }

              public var settings: Settings? {
                var settings = Settings()
                if settings != nil { self.injectTo(settings: &settings!) }
                return settings
              }

              public var logging: Logging {
                return self.logger
              }

              public var token: Token {
                return self.tokenProvider.make(seed: self.seed)
              }

              private func injectTo(settings: inout Settings) {
                settings.foo = self.foo
                settings.set(bar: self)
                settings.done()
              }

              public func injectTo(screen: Screen) {
                screen.foo = self.foo
              }

            }

            """)
    }
}
