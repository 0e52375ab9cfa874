import DIWrappers
import DIWrappersTesting
import Testing

@Suite(.isolatedResolver)
struct LazyInjectTests {
    @Test func itResolvesOnTheFirstReadThenKeepsTheValue() {
        final class Screen {
            @LazyInject var oven: Oven
        }
        let counter = Counter()
        Resolver.shared.register(Oven.self) {
            counter.increment()
            return Oven(serial: counter.value)
        }
        let screen = Screen()
        #expect(counter.value == 0)
        let first = screen.oven
        #expect(counter.value == 1)
        #expect(screen.oven === first)
        #expect(counter.value == 1)
    }

    @Test func aKeyMayBeRegisteredAfterTheOwnerIsMade() {
        final class Screen {
            @LazyInject("🥐") var bread: Bread
        }
        let screen = Screen()
        Resolver.shared.register(Bread.self, key: "🥐", { Croissant() })
        #expect(screen.bread is Croissant)
    }

    @Test func itBreaksACycleBetweenTwoInjectedClasses() {
        Resolver.shared.register(LazyHen.self) { LazyHen() }
        Resolver.shared.register(LazyEgg.self) { LazyEgg() }
        let hen = LazyHen()
        #expect(hen.egg === hen.egg)
        #expect(hen.egg.hen !== hen)
    }
}
