internal import CDIPlatform

/// Where a resolve stops nesting: a margin above the end of its thread's stack.
///
/// Each nested resolve takes stack (more in a debug build than an optimized one), and a secondary thread on an
/// Apple platform has 512 KiB of it. A chain of factories that never ends (each asking for a new instance under
/// another tag or argument) would otherwise end the app with a stack overflow, and a graph deeper than its thread's
/// stack with a crash nobody can read. Every frame's address is compared with the root's margin (two loads and a
/// comparison per make) and the resolve throws `resolutionTooDeep` instead, with room left to build the error and
/// unwind.
@usableFromInline
enum ResolutionStackGuard {
    /// The margin kept free below the deepest frame: enough to build the error (its path is walked, not
    /// recursed) and for the factory that runs last, at most a quarter of a small stack.
    static func margin(forStackOfSize size: Int) -> Int {
        min(64 * 1024, size / 4)
    }

    /// Sets `root`'s limit from its thread's stack; a thread whose bounds the platform does not tell gets none.
    static func install(in root: UnsafeMutablePointer<ResolutionRoot>) {
        var stack = di_thread_stack()
        guard di_thread_stack_read(&stack) == 0, stack.size > 0 else { return }
        let size = Int(stack.size)
        root.pointee.stackSize = size
        root.pointee.stackLowest = UInt(stack.lowest)
        root.pointee.stackMargin = UInt(margin(forStackOfSize: size))
    }

    /// Whether a frame at `address` lies in `root`'s margin. One subtraction and one comparison: an address below
    /// the stack wraps around to a large distance, so a frame that is not on the thread's stack at all
    /// (AddressSanitizer keeps frames on a "fake stack" on the heap to find uses after return) never counts.
    @inlinable @inline(__always)
    static func isInMargin(_ address: UInt, of root: UnsafeMutablePointer<ResolutionRoot>) -> Bool {
        address &- root.pointee.stackLowest < root.pointee.stackMargin
    }
}
