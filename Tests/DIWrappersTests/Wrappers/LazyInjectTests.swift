@testable import DIWrappers
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

    /// The value lives in the wrapper's own object, after its flag and lock: a type aligned wider than a word
    /// must still get an address of its alignment (a misaligned SIMD load traps, and the check below fails).
    @Test func aValueAlignedWiderThanAWordIsKeptAtItsAlignment() {
        final class Screen {
            @LazyInject var transform: SIMD16<Double>
            @LazyInject var count: UInt8
            /// Where the cell keeps the value.
            var transformAddress: UInt { UInt(bitPattern: _transform.cell.storage.cell.value(SIMD16<Double>.self)) }
        }
        let transform = SIMD16<Double>((0..<16).map(Double.init))
        Resolver.shared.register(SIMD16<Double>.self) { transform }
        Resolver.shared.register(UInt8.self) { 7 }
        let screen = Screen()
        #expect(screen.transform == transform)
        #expect(screen.transform.sum() == 120)
        #expect(screen.count == 7)
        #expect(MemoryLayout<SIMD16<Double>>.alignment > MemoryLayout<UInt>.alignment)
        let alignment = UInt(MemoryLayout<SIMD16<Double>>.alignment)
        #expect(screen.transformAddress % alignment == 0, "the value is at \(screen.transformAddress), not a multiple of \(alignment)")
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
