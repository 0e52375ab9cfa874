// One domain, all three styles: `swift run Cafe`.
// - the kitchen is a generated container (the digen build plugin writes CafeContainer.saber.swift);
// - payment methods live in a runtime container, tagged (Dip style);
// - the order screen reads both through `@Inject` (Trifork style).
// Whatever the style, a mistake reads the same: see the end of `main`.
import DIRuntime
import DIWrappers

// MARK: Generated container

// @saber.container(CafeContainer)
// @saber.threadSafe
// @saber.scope(Cafe)
protocol CafeContaining {}

// @saber.scope(Cafe)
// @saber.cached
final class Kitchen: @unchecked Sendable {
    private(set) var ordersCooked = 0

    func cook(_ dish: String) -> String {
        ordersCooked += 1
        return "\(dish) (#\(ordersCooked) from this kitchen)"
    }
}

// @saber.scope(Cafe)
final class Menu {
    let kitchen: Kitchen

    // @saber.inject
    init(kitchen: Kitchen) {
        self.kitchen = kitchen
    }

    let dishes = ["flat white", "croissant"]
}

// MARK: Runtime container

protocol PaymentMethod: Sendable {
    func pay(_ amount: Int) -> String
}

struct CardPayment: PaymentMethod {
    func pay(_ amount: Int) -> String { "paid \(amount) by card" }
}

struct CashPayment: PaymentMethod {
    func pay(_ amount: Int) -> String { "paid \(amount) in cash" }
}

// MARK: Property wrappers

final class OrderScreen {
    @Inject var menu: Menu
    @Inject var kitchen: Kitchen
    @Inject("card") var payment: PaymentMethod

    func order() -> String {
        "\(kitchen.cook(menu.dishes[0])); \(payment.pay(4))"
    }
}

@main
enum Cafe {
    static func main() {
        let cafe = CafeContainer()
        let payments = Container(name: "Payments")
        payments.register(tag: "card") { _ in CardPayment() as any PaymentMethod }
        payments.register(tag: "cash") { _ in CashPayment() as any PaymentMethod }

        // The wrappers' resolver hands out what the other two styles made.
        Resolver.shared.register(Menu.self) { cafe.menu }
        Resolver.shared.registerAsSingleton(Kitchen.self, cafe.kitchen)
        Resolver.shared.register(PaymentMethod.self, key: "card") { try payments.resolve(tag: "card") }

        let screen = OrderScreen()
        print(screen.order())
        print(screen.order())
        print("one kitchen everywhere: \(screen.kitchen === cafe.kitchen)")

        // A mistake in any style is the same DIGraph diagnostic.
        do {
            _ = try payments.resolve((any PaymentMethod).self)
        } catch {
            print("runtime container: \(error)")
        }
        do {
            _ = try Resolver.shared.resolve(Int.self)
        } catch {
            print("resolver:          \(error)")
        }
    }
}
