import DIGraph
@testable import DIRuntime
import Synchronization

// The benchmark graph: A -> B -> C, A -> D.
final class C: Sendable {}
final class B: Sendable {
    let c: C
    init(c: C) { self.c = c }
}
final class D: Sendable {}
final class A: Sendable {
    let b: B
    let d: D
    init(b: B, d: D) {
        self.b = b
        self.d = d
    }
}

protocol NetworkLayer: AnyObject, Sendable {
    var baseURL: String { get }
}

final class URLSessionNetworkLayer: NetworkLayer {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
}

enum Environment: String, TagConvertible {
    case production, development
}

enum Slot: Int, TagConvertible {
    case first = 1, second = 2
}

/// Counts how often a factory ran, from any thread.
final class Counter: Sendable {
    private let count = Atomic(0)
    func increment() { count.add(1, ordering: .relaxed) }
    var value: Int { count.load(ordering: .relaxed) }
}

/// A node of a cycle closed after construction: `Parent` gets its `Child` in `onResolved`.
final class Parent: @unchecked Sendable {
    var child: Child?
}

final class Child: @unchecked Sendable {
    weak var parent: Parent?
    init(parent: Parent) { self.parent = parent }
}

/// What blocks and hooks ran, in order, from any thread.
final class Journal: Sendable {
    let entries = Mutex<[String]>([])
    func write(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

struct FactoryFailure: Error, Equatable {
    let reason: String
}

/// The text a thrown error renders to, for exact-message assertions.
func renderedError(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return String(describing: error)
    }
}
