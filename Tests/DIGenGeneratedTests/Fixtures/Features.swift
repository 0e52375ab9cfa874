// Every other Saber feature in one thread-safe container: lazy `() -> T` and the configured lazy typealias
// (a cycle through a lazy edge is allowed), providers with arguments, `bindTo`, struct services with property
// and method injection and `didInject`, `injectOnly`, a failable initializer, several initializers with one
// marked, and a service injecting its own container.

import Foundation

typealias LazyInjection<T> = () -> T

protocol Greeting: AnyObject {
    func greet() -> String
}

// @saber.container(FeatureContainer)
// @saber.scope(Feature)
// @saber.threadSafe
// @saber.dependsOn(AppContainer)
// @saber.imports(Dispatch)
protocol FeatureContaining {}

// @saber.scope(Feature)
// @saber.cached
// @saber.bindTo(Greeting)
final class EnglishGreeting: Greeting {
    func greet() -> String { "hello" }
}

// @saber.scope(Feature)
// @saber.cached
final class Engine {
    let counter: Counter

    // @saber.inject
    init(counter: Counter) {
        self.counter = counter
    }
}

// @saber.scope(Feature)
// @saber.cached
final class Counter {
    let uuid = UUID()

    /// Slow on purpose: without the container's lock, racing threads would each make one.
    init() {
        Thread.sleep(forTimeInterval: 0.002)
    }
}

// @saber.scope(Feature)
final class Owner {
    let pet: () -> Pet

    // @saber.inject
    init(pet: @escaping () -> Pet) {
        self.pet = pet
    }
}

// @saber.scope(Feature)
// @saber.cached
final class Pet {
    let owner: LazyInjection<Owner>
    let greeting: any Greeting

    init() {
        fatalError("not the injected initializer")
    }

    // @saber.inject
    init(owner: @escaping LazyInjection<Owner>, greeting: any Greeting) {
        self.owner = owner
        self.greeting = greeting
    }
}

struct Token {
    let value: String
}

// @saber.scope(Feature)
final class TokenProvider {
    // @saber.provider
    func provide(engine: Engine, foo: Foo) -> Token {
        Token(value: "token-\(engine.counter.uuid)")
    }
}

// @saber.scope(Feature)
struct Settings {
    // @saber.inject
    var engine: Engine!

    var greetingText = ""
    var didInjectCalls = 0

    // @saber.inject
    mutating func set(greeting: any Greeting) {
        greetingText = greeting.greet()
    }

    // @saber.didInject
    mutating func finish() {
        didInjectCalls += 1
    }
}

// @saber.scope(Feature)
// @saber.injectOnly
final class ViewController {
    // @saber.inject
    var token: Token!

    // @saber.inject
    var container: FeatureContainer!
}

// @saber.scope(Feature)
final class MaybeService {
    // @saber.inject
    init?(token: Token) {
        if token.value.isEmpty { return nil }
    }
}

// @saber.scope(Feature)
final class ContainerUser {
    unowned let container: FeatureContainer

    // @saber.inject
    init(container: FeatureContainer) {
        self.container = container
    }
}
