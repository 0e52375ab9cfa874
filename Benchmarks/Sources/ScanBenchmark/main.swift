import DIGen
import Foundation

// Usage: swift run -c release ScanBenchmark CORPUS_DIRECTORY [ROUNDS]
// Reads every .swift file under the directory into memory, then scans and parses all of them ROUNDS times
// (default 5) on one thread and reports MB/s of source per round and the best round. File reading is not timed.

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
for round in 1...rounds {
    var declarations = 0
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        for source in sources {
            let file = source.withUnsafeBufferPointer { DeclarationParser.parse(utf8: $0, path: "") }
            declarations += file.types.count + file.extensions.count
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(bytes) / 1_000_000 / seconds
    best = max(best, rate)
    print(String(format: "round %d: %.3f s, %.1f MB/s (%d types and extensions)", round, seconds, rate, declarations))
}
print(String(format: "best: %.1f MB/s of scan + parse, one core", best))
