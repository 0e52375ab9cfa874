// `RuntimeBenchmark depth`: how deep a chain resolves on a thread with 512 KiB of stack (a secondary thread's on
// Apple platforms), in this (optimized) build, and what a deeper one gets. Exits 1 when the 200-deep auto-wired
// chain (`W199` needs `W198` … needs `W0`, AutowiredTypes.swift) does not resolve there, or when a chain too deep
// for the stack ends in anything but DIRuntime's `resolutionTooDeep` error. (A chain through one registration
// again is a `dependencyCycle`; a deep chain needs distinct registrations: here, one per tag.)
import DIRuntime
import Dispatch
import Foundation

enum StackDepth {
    static let stackSize = 512 * 1024

    /// A link of a chain of factories, one registration per tag: link `n` needs link `n + 1`.
    final class Link: Sendable {
        let next: Link?
        init(next: Link?) { self.next = next }
    }

    static func run() -> Bool {
        var passed = true
        for bootstrapped in [false, true] {
            let container = DIRuntime.Container()
            registerAutowiredTypes(in: container)
            if bootstrapped { try! container.bootstrap() }
            let outcome = onSmallStack { _ = try container.resolve(W199.self) }
            let state = bootstrapped ? "bootstrapped" : "not bootstrapped"
            print("200-deep auto-wired chain, \(state), 512 KiB: \(outcome ?? "resolved")")
            if outcome != nil { passed = false }
        }
        // The deepest chain of tagged closure factories that resolves, by bisection, and what a deeper one gets.
        let deepest = deepestTaggedChain()
        print("deepest chain of tagged closure factories, 512 KiB: \(deepest) levels")
        let error = onSmallStack { _ = try taggedChain(levels: 10_000).resolve(Link.self, tag: 0) }
        print("a 10,000-deep chain, 512 KiB: \(error?.split(separator: "\n").first ?? "resolved")")
        if error?.contains("[resolutionTooDeep]") != true { passed = false }
        return passed
    }

    static func taggedChain(levels: Int) -> DIRuntime.Container {
        let container = DIRuntime.Container()
        for level in 0..<levels {
            container.register(tag: level) { resolver in
                Link(next: level + 1 == levels ? nil : try resolver.resolve(Link.self, tag: level + 1))
            }
        }
        return container
    }

    static func deepestTaggedChain() -> Int {
        var fits = 1, fails = 4_096
        while fails - fits > 1 {
            let levels = (fits + fails) / 2
            let container = taggedChain(levels: levels)
            let failure = onSmallStack { _ = try container.resolve(Link.self, tag: 0) }
            if failure == nil { fits = levels } else { fails = levels }
        }
        return fits
    }

    /// Runs `body` on a new thread with a 512 KiB stack; `nil` when it returned, else what it threw.
    static func onSmallStack(_ body: @escaping @Sendable () throws -> Void) -> String? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: String?
        let thread = Thread {
            do { try body() } catch { failure = "\(error)" }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return failure
    }
}
