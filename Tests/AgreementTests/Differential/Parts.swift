import DIRuntime

/// The services a random graph binds: a few interchangeable classes, each remembering which node made it, so a
/// resolve shows which binding answered. Every part conforms to every face, so any part can be forwarded to any face.
protocol Part: AnyObject, Sendable, Face0, Face1 {
    init(origin: Int)
}

/// Forwarding targets (`implements` / aliases).
protocol Face0: AnyObject, Sendable { var origin: Int { get } }
protocol Face1: AnyObject, Sendable { var origin: Int { get } }

final class Part0: Part { let origin: Int; init(origin: Int) { self.origin = origin } }
final class Part1: Part { let origin: Int; init(origin: Int) { self.origin = origin } }
final class Part2: Part { let origin: Int; init(origin: Int) { self.origin = origin } }
final class Part3: Part { let origin: Int; init(origin: Int) { self.origin = origin } }
final class Part4: Part { let origin: Int; init(origin: Int) { self.origin = origin } }
final class Part5: Part { let origin: Int; init(origin: Int) { self.origin = origin } }

enum Parts {
    static let types: [any Part.Type] = [Part0.self, Part1.self, Part2.self, Part3.self, Part4.self, Part5.self]
    static let faces: [Any.Type] = [(any Face0).self, (any Face1).self]
    static func name(_ index: Int) -> String { "Part\(index)" }
}
