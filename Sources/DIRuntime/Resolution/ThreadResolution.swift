#if canImport(Glibc)
import Glibc
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
    private static let key: pthread_key_t = {
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
        if let root = current { return try body(root) }
        var root = ResolutionRoot()
        return try withUnsafeMutablePointer(to: &root) { pointer in
            current = pointer
            defer { current = nil }
            return try body(pointer)
        }
    }
}
