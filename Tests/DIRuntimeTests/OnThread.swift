import DISync
import Dispatch
import Foundation
import Testing

/// Runs `body` on a new thread, with `stackSize` bytes of stack when given (a secondary thread on Apple platforms
/// has 512 KiB), and returns what it returned; waits at most `seconds`, so a regression that deadlocks or runs away
/// fails its test with a message instead of hanging the run (`nil` then).
func onThread<Result: Sendable>(
    stackSize: Int? = nil, seconds: Int = 30, _ body: @escaping @Sendable () -> Result
) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result?>(nil)
    let thread = Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else {
        Issue.record("the work did not finish within \(seconds) s (a deadlock, or a resolve that never ends)")
        return nil
    }
    return result.withLock { $0 }
}
