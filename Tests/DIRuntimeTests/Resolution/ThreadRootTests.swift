import Dispatch
import DISync
@testable import DIRuntime
import Foundation
import Testing

/// The thread-local root (`ThreadResolution`, CDIPlatform's `di_thread_root`): the resolves under way on one
/// thread share one root, which is how a factory's own `resolve()` joins its caller's graph (its `shared`
/// instances, its cycle check); each thread has its own, so threads never see each other's resolves. A root is
/// freed by the thread key's destructor when its thread ends; nothing a Swift test can watch, so not pinned here.
@Suite struct ThreadRootTests {
    final class Inner: Sendable {
        let root: UInt
        init() { root = UInt(bitPattern: ThreadResolution.current) }
    }
    final class Outer: Sendable {
        let root: UInt
        let first: Inner
        let second: Inner
        init(first: Inner, second: Inner) {
            root = UInt(bitPattern: ThreadResolution.current)
            self.first = first
            self.second = second
        }
    }

    @Test func aFactorysNestedResolvesJoinItsRoot() throws {
        let container = Container()
        container.register(.shared) { _ in Inner() }
        container.register(.unique) { c in
            let root = UInt(bitPattern: ThreadResolution.current)
            let outer = Outer(first: try c.resolve(), second: try c.resolve())
            #expect(outer.root == root, "the factory and the initializer it calls run in different roots")
            return outer
        }
        #expect(ThreadResolution.current == nil, "a root is active before any resolve")
        let outer: Outer = try container.resolve()
        #expect(outer.root != 0, "no root was active inside the factory")
        #expect(outer.first.root == outer.root, "a nested resolve started a root of its own")
        #expect(outer.first === outer.second, "two nested resolves of a shared service made two instances")
        #expect(ThreadResolution.current == nil, "the root is still active after the resolve returned")
        let again: Outer = try container.resolve()
        #expect(again.first !== outer.first, "a second top-level resolve reused the first one's shared instance")
    }

    @Test func aThreadKeepsOneRootAcrossItsResolves() throws {
        let container = Container()
        container.register(.unique) { _ in Inner() }
        let roots = onThread { () -> [UInt] in
            let before = UInt(bitPattern: ThreadResolution.existingRoot)
            let first = (try? container.resolve(Inner.self))?.root ?? 0
            let second = (try? container.resolve(Inner.self))?.root ?? 0
            return [before, first, second]
        }
        #expect(roots?[0] == 0, "a new thread had a root before its first resolve")
        #expect(roots?[1] != 0, "no root was active inside the resolve")
        #expect(roots?[1] == roots?[2], "a thread's second resolve did not reuse its root: \(roots ?? [])")
    }

    @Test func threadsResolvingAtOnceHaveRootsOfTheirOwn() {
        let container = Container()
        let arrived = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let roots = Locked<[UInt]>([])
        container.register(.unique) { _ -> Inner in
            let inner = Inner()
            roots.withLock { $0.append(inner.root) }
            arrived.signal()
            _ = proceed.wait(timeout: .now() + .seconds(10))
            return inner
        }
        for _ in 0..<2 {
            Thread {
                _ = try? container.resolve(Inner.self)
                finished.signal()
            }.start()
        }
        // Both factories are inside their resolves at once here: neither root can be the other's, reused.
        let bothArrived = arrived.wait(timeout: .now() + .seconds(10)) == .success
            && arrived.wait(timeout: .now() + .seconds(10)) == .success
        let seen = roots.withLock { $0 }
        proceed.signal()
        proceed.signal()
        #expect(bothArrived, "the two resolves did not run at the same time")
        #expect(seen.count == 2 && !seen.contains(0), "a resolve ran without a root: \(seen)")
        #expect(Set(seen).count == seen.count, "two threads resolving at once shared a root: \(seen)")
        for _ in 0..<2 { _ = finished.wait(timeout: .now() + .seconds(10)) }
    }
}
