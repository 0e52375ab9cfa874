import Dispatch
import Foundation
import Testing

/// Identities seen from several threads.
final class IdentitySet: @unchecked Sendable {
    // @unchecked Sendable: `identities` is only touched under `lock`.
    private let lock = NSLock()
    private var identities: Set<ObjectIdentifier> = []

    func insert(_ objects: AnyObject...) {
        lock.lock()
        defer { lock.unlock() }
        for object in objects { identities.insert(ObjectIdentifier(object)) }
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return identities.count
    }
}

@Suite("Lazy, providers, bindTo, structs, injectOnly, failable, thread safety — compiled and run")
struct FeatureTests {
    private let appContainer = AppContainer()

    @Test("a cycle through lazy edges resolves: Owner -> () -> Pet -> LazyInjection<Owner>")
    func lazyCycle() {
        let container = FeatureContainer(appContainer: appContainer)
        let owner = container.owner
        let pet = owner.pet()
        #expect(pet === container.pet)
        #expect(pet.owner() !== owner)
        #expect(pet.greeting.greet() == "hello")
    }

    @Test("bindTo: the protocol getter returns the cached implementation")
    func bindTo() {
        let container = FeatureContainer(appContainer: appContainer)
        #expect(container.greeting === container.englishGreeting)
    }

    @Test("a provider's method gets its arguments resolved and passed")
    func providerArguments() {
        let container = FeatureContainer(appContainer: appContainer)
        #expect(container.token.value == "token-\(container.counter.uuid)")
    }

    @Test("a struct service gets property and method injection, then didInject, through inout")
    func structInjection() {
        let container = FeatureContainer(appContainer: appContainer)
        let settings = container.settings
        #expect(settings.engine === container.engine)
        #expect(settings.greetingText == "hello")
        #expect(settings.didInjectCalls == 1)
    }

    @Test("injectOnly: no getter, a public injector for instances made elsewhere, the container injects itself")
    func injectOnly() {
        let container = FeatureContainer(appContainer: appContainer)
        let controller = ViewController()
        container.injectTo(viewController: controller)
        #expect(controller.token.value.hasPrefix("token-"))
        #expect(controller.container === container)
    }

    @Test("a failable initializer gives an optional service; a service may inject its own container")
    func failableAndSelf() {
        let container = FeatureContainer(appContainer: appContainer)
        #expect(container.maybeService != nil)
        #expect(container.containerUser.container === container)
    }

    @Test("thread-safe: 8 threads racing on cached getters that need other cached getters get one instance, no deadlock")
    func threadSafety() {
        for _ in 0..<20 {
            let container = FeatureContainer(appContainer: appContainer)
            let seen = IdentitySet()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let engine = container.engine
                seen.insert(engine, engine.counter, container.pet)
            }
            #expect(seen.count == 3)
        }
    }
}
