/// What a model program's factories make: a product remembering the registration and argument that made it.
final class Product<Kind: Marker>: Made {
    let registration: Int
    let argument: Int?

    init(registration: Int, argument: Int?) {
        self.registration = registration
        self.argument = argument
    }
}

protocol Made: AnyObject, Sendable {
    var registration: Int { get }
    var argument: Int? { get }
}

/// Distinguishes the products' types (three service types in all).
protocol Marker: Sendable {}
enum Red: Marker {}
enum Green: Marker {}
enum Blue: Marker {}

enum Markers {
    static let types: [any Marker.Type] = [Red.self, Green.self, Blue.self]
    static func name(_ index: Int) -> String { "Product<\(types[index])>" }
}

/// How many times each registration's factory ran.
final class FactoryTally: Sendable {
    private let counts: [Counter]
    init(count: Int) { counts = (0..<count).map { _ in Counter() } }
    func increment(_ index: Int) { counts[index].increment() }
    func count(_ index: Int) -> Int { counts[index].value }
}
