import DIGraph
@testable import DIRuntime
import DISync

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
///
/// An atomic word, not a lock: counting orders nothing between the threads that count, so under ThreadSanitizer
/// it hides no race between them (a lock would give the sanitizer an order the code under test does not have).
final class Counter: Sendable {
    private let count = UnsafeAtomicWord(at: UnsafeAtomicWord.allocate(1))
    deinit { UnsafeAtomicWord.deallocate(count.address) }
    func increment() { count.wrappingAdd(1) }
    var value: Int { Int(count.load(ordering: .relaxed)) }
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
    let entries = Locked<[String]>([])
    func write(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
}

struct FactoryFailure: Error, Equatable {
    let reason: String
}

/// The text a thrown error renders to, for exact-message assertions.
///
/// A top-level resolve's error carries its call site (the diagnostic's location when it had none, else a note).
/// Here that call site is checked to be the line `renderedError` is called on and left out, so each test states
/// only what it is about; `CallSiteTests` assert the call site in full.
func renderedError(line: UInt = #line, _ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return withoutCallSite(String(describing: error), line: line)
    }
}

/// `text` without the call-site location prefix and the call-site note at `line`, when they are there.
func withoutCallSite(_ text: String, line: UInt) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let marker = ":\(line):"
    lines.removeAll { $0.contains(marker) && $0.hasSuffix("note: the resolve that failed is called here") }
    if let first = lines.first, let range = first.range(of: marker), let error = first.range(of: ": error: "),
       range.upperBound <= error.lowerBound, !first[..<range.lowerBound].contains(" ") {
        lines[0] = String(first[first.index(after: error.lowerBound)...].dropFirst())
    }
    return lines.joined(separator: "\n")
}
