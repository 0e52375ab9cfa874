import DISync
import DIWrappers
import Foundation

// The Trifork seed's models, as its README declares them.
protocol Bread {}
protocol Chocolate {}

struct Croissant: Bread {}
struct PainAuChocolat: Bread, Chocolate {}

protocol Worker {}
class MySingleton: Worker {
    nonisolated(unsafe) static let shared = MySingleton()
    private init() {}
}

protocol Planet {}
class Earth: Planet {}

// The seed's `Bakery`, with a keyed property for another type.
final class Bakery {
    @Inject var bread: Bread
    @Inject("🥐") var bread2: Bread
}

final class ChocolateShop {
    @Inject("🥐") var chocolate: Chocolate
}

final class Observatory {
    @Inject var planet: Planet
}

final class Office {
    @Inject var worker: Worker
}

/// A value type owner: a wrapper here is known by its declaration's `file:line` only.
struct BreadBox {
    @Inject var bread: Bread
}

/// Counts how often a factory ran, from any thread.
///
/// An atomic word, not a lock: counting orders nothing between the threads that count, so under ThreadSanitizer
/// it hides no race between them (a lock would give the sanitizer an order the code under test does not have).
final class Counter: Sendable {
    private let count = UnsafeAtomicWord(at: UnsafeAtomicWord.allocate(1))
    deinit { UnsafeAtomicWord.deallocate(count.address) }
    func increment() { count.wrappingAdd(1) }
    var value: Int { Int(count.load(ordering: .relaxed)) }
}

/// A class service, to compare instances by identity.
final class Oven: Sendable {
    let serial: Int
    init(serial: Int = 0) { self.serial = serial }
}

final class Kitchen {
    @Inject var oven: Oven
}

enum Flavor: String, TagConvertible {
    case dark, milk
}

enum Shelf: Int, TagConvertible {
    case top = 1, bottom = 2
}

/// The message a `fatalError` printed to standard error in an exit test: the text after `Fatal error: `, up to
/// the stack trace the runtime prints after it.
func fatalMessage(_ standardError: [UInt8]) -> String {
    let text = String(decoding: standardError, as: UTF8.self)
    guard let start = text.range(of: "Fatal error: ") else { return text }
    var message = text[start.upperBound...]
    if let end = message.range(of: "\nCurrent stack trace:") { message = message[..<end.lowerBound] }
    if message.hasSuffix("\n") { message = message.dropLast() }
    return String(message)
}

/// A type whose name is one edit away from `Bread`.
struct Bred {}

/// Two classes that inject each other: a cycle when both resolve as their owners are made.
final class Hen {
    @Inject var egg: Egg
}

final class Egg {
    @Inject var hen: Hen
}

/// The same pair, broken with `@LazyInject`.
final class LazyHen {
    @LazyInject var egg: LazyEgg
}

final class LazyEgg {
    @Inject var hen: LazyHen
}

enum OvenError: Error {
    case cold
}

final class Pantry {
    @LazyInject var bread: Bread
    @OptionalInject var chocolate: Chocolate?
}

/// A service whose factory resolves a dependency through the resolver.
final class Cafe {
    let bread: Bread
    init(bread: Bread) { self.bread = bread }
}

final class Diner {
    @Inject var cafe: Cafe
}

final class Bistro {
    @OptionalInject var oven: Oven?
}

/// A key one typo away from a registered one ("live").
final class Kiosk {
    @Inject("lvie") var bread: Bread
}

final class FixedKiosk {
    @Inject("live") var bread: Bread
}

/// What two tests each register, as app code run in a test's set-up would.
final class TokenStore: Sendable {}
