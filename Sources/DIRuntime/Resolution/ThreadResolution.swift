#if canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The resolve in progress on the current thread, if any, in a thread-local slot.
///
/// A POSIX thread-specific value: reading it costs a few nanoseconds, and it is set only by the outermost
/// resolve. Resolves are synchronous, so a thread never interleaves two of them.
@usableFromInline
enum ThreadResolution {
    @usableFromInline typealias Key = pthread_key_t

    @usableFromInline static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "DIRuntime could not create its thread-local slot (pthread_key_create: \(status))")
        return key
    }()

    @usableFromInline
    static var current: UnsafeMutablePointer<ResolutionRoot>? {
        get { pthread_getspecific(key)?.assumingMemoryBound(to: ResolutionRoot.self) }
        set { pthread_setspecific(key, newValue.map { UnsafeRawPointer($0) }) }
    }

    /// Runs `body` inside the current thread's resolve, starting one (and ending it after) when there is none.
    @inlinable
    static func withRoot<Result>(_ body: (UnsafeMutablePointer<ResolutionRoot>) throws -> Result) rethrows -> Result {
        try withRoot(key: key, body)
    }

    /// ``withRoot(_:)`` with the slot's key already at hand.
    @inlinable
    static func withRoot<Result>(
        key: Key, _ body: (UnsafeMutablePointer<ResolutionRoot>) throws -> Result
    ) rethrows -> Result {
        if let root = current(key) { return try body(root) }
        var root = ResolutionRoot()
        return try withUnsafeMutablePointer(to: &root) { pointer in
            setCurrent(pointer, key)
            defer { setCurrent(nil, key) }
            return try body(pointer)
        }
    }

    @usableFromInline
    static func current(_ key: Key) -> UnsafeMutablePointer<ResolutionRoot>? {
        pthread_getspecific(key)?.assumingMemoryBound(to: ResolutionRoot.self)
    }

    @usableFromInline
    static func setCurrent(_ root: UnsafeMutablePointer<ResolutionRoot>?, _ key: Key) {
        pthread_setspecific(key, root.map { UnsafeRawPointer($0) })
    }
}
