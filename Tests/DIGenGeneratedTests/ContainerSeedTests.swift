import Testing

@Suite("The Container and Container Inheritance seeds, compiled and run")
struct ContainerSeedTests {
    @Test("a service without annotations on its initializer is made with Type(), each time anew")
    func transientServicesAreMadeEachTime() {
        let container = AppContainer()
        #expect(container.foo !== container.foo)
    }

    @Test("Bar gets Foo through its injected initializer")
    func initializerInjection() {
        let container = AppContainer()
        let bar = container.bar
        #expect(type(of: bar.foo) == Foo.self)
    }

    @Test("a cached service is made once and kept by its container")
    func cachedIdentity() {
        let container = AppContainer()
        #expect(container.database === container.database)
        #expect(AppContainer().database !== container.database)
    }

    @Test("UserManager takes database from the parent and userId from the UserConfiguration external")
    func parentAndExternalMember() {
        let appContainer = AppContainer()
        let userContainer = UserContainer(
            appContainer: appContainer, userConfiguration: UserConfiguration(userId: "user-42"))
        let manager = userContainer.userManager
        #expect(manager.currentUser.id == "user-42")
        #expect(manager.database === appContainer.database)
        #expect(userContainer.userManager === manager)
    }

    @Test("two child containers share their parent's cached services but not their own")
    func childrenShareParent() {
        let appContainer = AppContainer()
        let first = UserContainer(appContainer: appContainer, userConfiguration: UserConfiguration(userId: "a"))
        let second = UserContainer(appContainer: appContainer, userConfiguration: UserConfiguration(userId: "b"))
        #expect(first.userManager.database === second.userManager.database)
        #expect(first.userManager !== second.userManager)
        #expect(second.userManager.currentUser.id == "b")
    }
}
