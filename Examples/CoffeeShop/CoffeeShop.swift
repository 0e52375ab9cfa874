// A coffee shop wired by generated containers (Saber style). `swift run CoffeeShop` builds it: the DIGen build
// plugin reads the `// @saber.…` annotations below, writes AppContainer.saber.swift and OrderContainer.saber.swift,
// and the compiler builds them with this file.

typealias ShopName = String
typealias OrderNumber = Int

// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.externals(ShopName)
protocol AppContaining {}

// @saber.container(OrderContainer)
// @saber.scope(Order)
// @saber.dependsOn(AppContainer)
// @saber.externals(OrderNumber)
protocol OrderContaining {}

protocol Heater: AnyObject {
    func heat() -> String
}

// @saber.scope(App)
// @saber.cached
// @saber.bindTo(Heater)
final class ElectricHeater: Heater {
    private(set) var uses = 0

    func heat() -> String {
        uses += 1
        return "heated (use \(uses))"
    }
}

// @saber.scope(App)
// @saber.cached
final class Grinder {
    func grind() -> String { "ground" }
}

// @saber.scope(App)
final class CoffeeMaker {
    let heater: Heater
    let grinder: Grinder
    let shop: ShopName

    // @saber.inject
    init(heater: Heater, grinder: Grinder, shop: ShopName) {
        self.heater = heater
        self.grinder = grinder
        self.shop = shop
    }

    func brew() -> String { "\(shop): \(grinder.grind()), \(heater.heat())" }
}

/// A garnish is a plugin: the barista serves every one the containers collect (`@di.into`), without knowing any by
/// name. The shop's garnishes come first, then the order's own.
protocol Garnish {
    var name: String { get }
}

// @saber.scope(App)
// @di.into([Garnish])
struct Cinnamon: Garnish {
    let name = "cinnamon"
}

// @saber.scope(App)
// @di.into([Garnish])
struct Cocoa: Garnish {
    let name = "cocoa"
}

// @saber.scope(Order)
// @di.into([Garnish])
struct LatteArt: Garnish {
    let name = "latte art"
}

// @saber.scope(Order)
final class Barista {
    let maker: CoffeeMaker
    let order: OrderNumber
    let garnishes: [Garnish]
    /// Injected after construction, and resolved lazily: the receipt printer is only made if asked for.
    // @saber.inject
    var printer: (() -> ReceiptPrinter)?

    // @saber.inject
    init(maker: CoffeeMaker, order: OrderNumber, garnishes: [Garnish]) {
        self.maker = maker
        self.order = order
        self.garnishes = garnishes
    }

    func serve() -> String {
        let receipt = printer?().print(order: order) ?? "no receipt"
        let garnished = garnishes.map(\.name).joined(separator: ", ")
        return "order #\(order): \(maker.brew()), with \(garnished); \(receipt)"
    }
}

// @saber.scope(Order)
final class ReceiptPrinter {
    func print(order: OrderNumber) -> String { "receipt for #\(order)" }
}

@main
enum CoffeeShop {
    static func main() {
        let app = AppContainer(shopName: "Saber Beans")
        for number in 1...2 {
            let order = OrderContainer(appContainer: app, orderNumber: number)
            print(order.barista.serve())
        }
        print("one heater for the whole shop: \(app.heater === app.heater)")
    }
}
