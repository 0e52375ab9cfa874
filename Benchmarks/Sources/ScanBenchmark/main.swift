// The parser is internal to SwiftDI's package, not API, and this package is not SwiftDI's: build with
// `-Xswiftc -enable-testing` (below) so that this import can reach it.
@testable import DIGen
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Usage: swift run -c release -Xswiftc -enable-testing ScanBenchmark CORPUS_DIRECTORY [ROUNDS]
// Reads every .swift file under the directory into memory, then scans and parses all of them ROUNDS times
// (default 5) on one thread and reports MB/s of source per round and the best round, both per wall-clock second
// and per second of this thread's CPU time (the fair figure on a shared machine). File reading is not timed.

/// Seconds of CPU time this thread has used.
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: ScanBenchmark CORPUS_DIRECTORY [ROUNDS]\n".utf8))
    exit(2)
}
let rounds = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 5) : 5
var sources: [[UInt8]] = []
if let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: arguments[1]), includingPropertiesForKeys: nil) {
    for case let url as URL in enumerator where url.pathExtension == "swift" {
        if let data = FileManager.default.contents(atPath: url.path) { sources.append(Array(data)) }
    }
}
let bytes = sources.reduce(0) { $0 + $1.count }
print("files: \(sources.count), bytes: \(bytes) (\(String(format: "%.1f", Double(bytes) / 1_000_000)) MB)")

var best = 0.0
var bestCPU = 0.0
for round in 1...rounds {
    var declarations = 0
    let clock = ContinuousClock()
    let cpuStart = threadCPUTime()
    let elapsed = clock.measure {
        for source in sources {
            let file = source.withUnsafeBufferPointer { DeclarationParser.parse(utf8: $0, path: "") }
            declarations += file.types.count + file.extensions.count
        }
    }
    let cpuSeconds = threadCPUTime() - cpuStart
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(bytes) / 1_000_000 / seconds
    let cpuRate = Double(bytes) / 1_000_000 / cpuSeconds
    best = max(best, rate)
    bestCPU = max(bestCPU, cpuRate)
    print(String(
        format: "round %d: %.3f s wall, %.1f MB/s; %.3f s CPU, %.1f MB/s (%d types and extensions)",
        round, seconds, rate, cpuSeconds, cpuRate, declarations
    ))
}
print(String(format: "best: %.1f MB/s wall, %.1f MB/s per CPU second, of scan + parse on one core", best, bestCPU))
