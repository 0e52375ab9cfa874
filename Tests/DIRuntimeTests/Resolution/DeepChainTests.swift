import DIGraph
@testable import DIRuntime
import Testing

/// Secondary threads on Apple platforms have 512 KiB of stack. A chain that fits resolves there; a deeper one stops
/// with `resolutionTooDeep` before it runs off the stack. How deep fits depends on the build (a debug build's frames
/// are several times an optimized build's): `RuntimeBenchmark depth` shows a 200-deep chain resolving there in an
/// optimized build, and CI runs it.
@Suite struct DeepChainTests {
    final class Link: Sendable {
        let next: Link?
        init(next: Link?) { self.next = next }
        var length: Int { 1 + (next?.length ?? 0) }
    }

    /// Link `n` needs link `n + 1`, one registration per tag.
    private func chain(levels: Int) -> Container {
        let container = Container(name: "App")
        for level in 0..<levels {
            container.register(tag: level) { resolver in
                Link(next: level + 1 == levels ? nil : try resolver.resolve(Link.self, tag: level + 1))
            }
        }
        return container
    }

    /// The line of `chain(levels:)`'s `register` call, where the error points.
    private static let registerLine = #line - 8

    @Test func aChainThatFitsResolvesOnA512KiBThread() {
        let container = chain(levels: 10)
        #expect(onSmallStack { try container.resolve(Link.self, tag: 0).length } == "10")
    }

    @Test func aChainTooDeepForTheStackStopsWithAnErrorInsteadOfOverflowing() throws {
        let container = chain(levels: 10_000)
        let error = try #require(onSmallStack { try container.resolve(Link.self, tag: 0).length }); let line = #line
        // How deep the resolve got depends on the build (debug frames are several times optimized ones); the rest
        // of the text is exact.
        let match = try #require(error.firstMatch(of: /nested (\d+) resolves deep/))
        let depth = try #require(Int(match.1))
        #expect(depth > 10, "a 512 KiB stack holds more than ten resolves")
        let last = depth - 1
        #expect(withoutCallSite(error, line: UInt(line)) == """
            DIRuntimeTests/DeepChainTests.swift:\(Self.registerLine):31: error: [resolutionTooDeep] resolving \
            'Link (tag \(last))' nested \(depth) resolves deep, within 64 KiB of the end of this thread's 512 KiB \
            stack; stopped before a stack overflow
            note: resolution path: 'Link (tag 0)' -> 'Link (tag 1)' -> 'Link (tag 2)' -> … \(depth - 6) more … -> \
            'Link (tag \(last - 2))' -> 'Link (tag \(last - 1))' -> 'Link (tag \(last))'
            note: a resolve this deep is usually a chain of factories that never ends (each asking for a new \
            instance under another tag or argument); break it with 'Lazy' or 'Provider', or, for a graph this deep, \
            resolve it on a thread with a larger stack (Thread.stackSize)
            """)
        let thrown = onSmallStackError { _ = try container.resolve(Link.self, tag: 0) }
        #expect((thrown as? ResolutionError)?.code == .resolutionTooDeep)
    }

    /// Runs `body` on a thread with a 512 KiB stack: what it returned, or the error it threw, rendered.
    private func onSmallStack(_ body: @escaping @Sendable () throws -> Int) -> String? {
        onThread(stackSize: 512 * 1024) {
            do { return String(try body()) } catch { return "\(error)" }
        }
    }

    /// Runs `body` on a thread with a 512 KiB stack: the error it threw, if any.
    private func onSmallStackError(_ body: @escaping @Sendable () throws -> Void) -> (any Error)? {
        onThread(stackSize: 512 * 1024) { () -> (any Error)? in
            do { try body() } catch { return error }
            return nil
        } ?? nil
    }
}
