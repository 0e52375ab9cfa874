// Property wrappers in TriforkSwiftDependencyInjection's style: `swift run Bakery`. The README's own code,
// with only the import changed.
import DIWrappers

protocol Bread {}
protocol Chocolate {}

struct Croissant: Bread {}
struct PainAuChocolat: Bread, Chocolate {}

protocol Worker {}
final class MySingleton: Worker, @unchecked Sendable {
    static let shared = MySingleton()
    private init() {}
}

protocol Planet {}
final class Earth: Planet {}

final class Bakery {
    @Inject var bread: Bread             // injected with PainAuChocolat()
    @Inject("🥐") var bread2: Bread      // injected with Croissant()
    @Inject var worker: Worker
    @OptionalInject var chocolate: Chocolate?   // nil: nothing registers Chocolate
}

@main
enum BakeryExample {
    static func main() {
        Resolver.shared.register(Bread.self, { PainAuChocolat() })
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        Resolver.shared.registerAsSingleton(Worker.self, MySingleton.shared)
        Resolver.shared.registerAsSingleton(Planet.self, Earth())

        let bakery = Bakery()
        print("bread: \(type(of: bakery.bread)), 🥐: \(type(of: bakery.bread2))")
        print("the worker is the singleton: \(bakery.worker as AnyObject === MySingleton.shared)")
        print("chocolate: \(bakery.chocolate.map { "\(type(of: $0))" } ?? "none registered")")
        print("validate: \(Resolver.shared.validate().isEmpty ? "no problems" : "problems")")
    }
}
