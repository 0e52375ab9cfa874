// `RuntimeBenchmark contention [rounds] [seconds]`: do resolves from one shared, bootstrapped container scale
// across threads as hand-written closures do (issue #20, "singleton reads do not scale across cores")?
//
// Each measurement starts 1, 2 or 8 threads behind a barrier; each thread runs its own tight loop of one subject
// until the main thread, which sleeps for the measurement's wall duration, raises the stop flag. Throughput is the
// resolves completed by all threads over that wall time. Every round measures every thread count and subject in
// turn (so drift hits them alike); scaling ratios are taken within a round and the medians over rounds reported.
//
// The machine may be shared: with a neighbour's build on one of two cores, two threads get one core between them
// and no throughput can scale. So each thread also reads its own CPU time, and a second table gives CPU
// nanoseconds per resolve (flat when threads do not slow each other down, whatever the cores available) and the
// parallelism the measurement actually got (all threads' CPU time over the wall time).
import BenchmarkSupport
import DIRuntime
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

enum Contention {
    enum Subject: Int, CaseIterable {
        case baselineA, runtimeA, baselineD, runtimeD

        var name: String {
            switch self {
            case .baselineA: "hand-written closures, resolve A"
            case .runtimeA: "DIRuntime auto-wired, resolve A"
            case .baselineD: "hand-written closures, singleton D"
            case .runtimeD: "DIRuntime auto-wired, singleton D"
            }
        }

        /// The hand-written row this one's scaling is compared with.
        var baseline: Subject? {
            switch self {
            case .runtimeA: .baselineA
            case .runtimeD: .baselineD
            default: nil
            }
        }
    }

    static let threadCounts = [1, 2, 8]

    /// What the threads of one measurement share: the contestants (one container for all), the barrier, the flags.
    final class Shared: Sendable {
        let handWritten: HandWritten
        let container: DIRuntime.Container
        let ready = Atomic<Int>(0)
        let go = Atomic<Bool>(false)
        let stop = Atomic<Bool>(false)

        init(handWritten: HandWritten, container: DIRuntime.Container) {
            self.handWritten = handWritten
            self.container = container
        }
    }

    /// One thread's part: its subject and, once stopped, the resolves it completed.
    final class Worker: Sendable {
        let subject: Subject
        let shared: Shared
        let completed = Atomic<Int>(0)
        let cpuNanoseconds = Atomic<Int>(0)

        init(subject: Subject, shared: Shared) {
            self.subject = subject
            self.shared = shared
        }

        func run() {
            shared.ready.add(1, ordering: .releasing)
            while !shared.go.load(ordering: .acquiring) { sched_yield() }
            let cpuStart = LoopMeasurement.now()
            let count: Int
            do {
                switch subject {
                case .baselineA:
                    let make = shared.handWritten.makeA
                    count = loop { consume(make()) }
                case .runtimeA:
                    let container = shared.container
                    count = try loop { consume(try container.resolve(A.self)) }
                case .baselineD:
                    let make = shared.handWritten.makeD
                    count = loop { consume(make()) }
                case .runtimeD:
                    let container = shared.container
                    count = try loop { consume(try container.resolve(D.self)) }
                }
            } catch {
                fatalError("contention: \(subject.name) threw \(error)")
            }
            cpuNanoseconds.store(Int(LoopMeasurement.now() - cpuStart), ordering: .releasing)
            completed.store(count, ordering: .releasing)
        }

        /// Runs `body` in chunks until the stop flag is up; the flag is read once per chunk, and it is written
        /// only once, so the threads share its cache line without contending for it.
        @inline(__always)
        private func loop(_ body: () throws -> Void) rethrows -> Int {
            let chunk = 256
            var count = 0
            repeat {
                for _ in 0..<chunk { try body() }
                count += chunk
            } while !shared.stop.load(ordering: .relaxed)
            return count
        }
    }

    struct Sample {
        /// Resolves per second of wall time, all threads together.
        var throughput: Double
        /// CPU nanoseconds per resolve, all threads' CPU time over all their resolves.
        var cpuPerResolve: Double
        /// All threads' CPU time over the wall time: the cores the measurement actually had.
        var parallelism: Double
    }

    /// `threads` threads running `subject` for `seconds` of wall time.
    static func measure(
        _ subject: Subject, threads: Int, seconds: Double, handWritten: HandWritten, container: DIRuntime.Container
    ) -> Sample {
        let shared = Shared(handWritten: handWritten, container: container)
        let workers = (0..<threads).map { _ in Worker(subject: subject, shared: shared) }
        let handles = workers.map { worker in
            var handle = pthread_t()
            let result = pthread_create(&handle, nil, { context in
                Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, Unmanaged.passRetained(worker).toOpaque())
            precondition(result == 0, "pthread_create failed: \(result)")
            return handle
        }
        while shared.ready.load(ordering: .acquiring) < threads { sched_yield() }
        let start = wallNanoseconds()
        shared.go.store(true, ordering: .releasing)
        usleep(UInt32(seconds * 1_000_000))
        shared.stop.store(true, ordering: .relaxed)
        let elapsed = wallNanoseconds() - start
        for handle in handles { pthread_join(handle, nil) }
        // A thread finishes the chunk it is in after the stop: at most `threads` × 256 resolves past the wall
        // time, against tens of millions in it.
        let total = Double(workers.reduce(0) { $0 + $1.completed.load(ordering: .acquiring) })
        let cpu = Double(workers.reduce(0) { $0 + $1.cpuNanoseconds.load(ordering: .acquiring) })
        return Sample(throughput: total / (Double(elapsed) / 1e9), cpuPerResolve: cpu / total,
                      parallelism: cpu / Double(elapsed))
    }

    static func wallNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func run(rounds: Int, seconds: Double) throws {
        let handWritten = HandWritten()
        let container = try Contestants.autowired(bootstrapped: true)
        // Plan both keys (the first resolve does) and warm every path on this thread first.
        consume(try container.resolve(A.self))
        consume(try container.resolve(D.self))
        for subject in Subject.allCases {
            _ = measure(subject, threads: 1, seconds: 0.1, handWritten: handWritten, container: container)
        }

        // samples[subject][threadCountIndex][round]
        var samples = Array(
            repeating: Array(repeating: [Sample](), count: threadCounts.count), count: Subject.allCases.count)
        for _ in 0..<rounds {
            for (index, threads) in threadCounts.enumerated() {
                for subject in Subject.allCases {
                    samples[subject.rawValue][index].append(
                        measure(subject, threads: threads, seconds: seconds, handWritten: handWritten,
                                   container: container))
                }
            }
        }
        report(samples, rounds: rounds, seconds: seconds)
    }

    static func report(_ all: [[[Sample]]], rounds: Int, seconds: Double) {
        let samples = all.map { $0.map { $0.map(\.throughput) } }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        /// Per round, `threadCounts[to]` throughput over `threadCounts[from]`'s.
        func scalings(_ subject: Subject, _ to: Int, over from: Int) -> [Double] {
            zip(samples[subject.rawValue][to], samples[subject.rawValue][from]).map { $0 / $1 }
        }
        /// Median over rounds of the subject's scaling over its baseline's scaling in the same round.
        func relative(_ subject: Subject, _ to: Int, over from: Int) -> Double? {
            subject.baseline.map { baseline in
                median(zip(scalings(subject, to, over: from), scalings(baseline, to, over: from)).map { $0 / $1 })
            }
        }
        func millions(_ value: Double) -> String { fixed(value / 1e6, 2) }

        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        print("resolves per second, all threads together, from one shared bootstrapped container (release build);")
        print("median of \(rounds) rounds, each \(fixed(seconds, 2)) s of wall time per measurement; \(cores) cores online")
        print("| row | 1 thread M/s | 2 threads M/s | 8 threads M/s | 2/1 | 8/1 | 8/2 | 2/1 vs baseline | 8/1 vs baseline | 8/2 vs baseline |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for subject in Subject.allCases {
            let rows = samples[subject.rawValue]
            let relativeColumns = [(1, 0), (2, 0), (2, 1)].map { to, from in
                relative(subject, to, over: from).map { fixed($0, 2) + "×" } ?? "—"
            }
            print("| \(subject.name) | \(millions(median(rows[0]))) | \(millions(median(rows[1]))) | "
                + "\(millions(median(rows[2]))) | \(fixed(median(scalings(subject, 1, over: 0)), 2)) | "
                + "\(fixed(median(scalings(subject, 2, over: 0)), 2)) | \(fixed(median(scalings(subject, 2, over: 1)), 2)) | "
                + relativeColumns.joined(separator: " | ") + " |")
        }
        for subject in Subject.allCases {
            guard let baseline = subject.baseline, let two = relative(subject, 1, over: 0),
                  let eight = relative(subject, 2, over: 1) else { continue }
            let own = median(scalings(subject, 1, over: 0))
            let theirs = median(scalings(baseline, 1, over: 0))
            let eightOverTwo = median(scalings(subject, 2, over: 1))
            print("\(subject.name): 2-thread scaling \(fixed(own, 2)) vs baseline \(fixed(theirs, 2)) = "
                + "\(fixed(two, 2))× (target ≥ 0.9×: \(two >= 0.9 ? "met" : "missed")); 8 threads \(fixed(eightOverTwo, 2))× "
                + "its 2-thread throughput (target ≥ 1: \(eightOverTwo >= 1 ? "met" : "missed")), "
                + "\(fixed(eight, 2))× the baseline's 8/2")
        }
        print("ratios are medians of per-round ratios; throughputs are medians of per-round throughputs")

        // CPU cost per resolve: flat across thread counts when the threads do not slow each other down.
        print("")
        print("CPU ns per resolve (all threads' CPU time / resolves) and parallelism obtained (CPU time / wall time), medians")
        print("| row | 1 thread ns | 2 threads ns | 8 threads ns | 2/1 | 8/1 | parallelism at 1 / 2 / 8 |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for subject in Subject.allCases {
            let rows = all[subject.rawValue]
            let cpu = rows.map { median($0.map(\.cpuPerResolve)) }
            let perRound = { (to: Int) in median(zip(rows[to], rows[0]).map { $0.cpuPerResolve / $1.cpuPerResolve }) }
            let parallelism = rows.map { fixed(median($0.map(\.parallelism)), 2) }.joined(separator: " / ")
            print("| \(subject.name) | \(fixed(cpu[0], 1)) | \(fixed(cpu[1], 1)) | \(fixed(cpu[2], 1)) | "
                + "\(fixed(perRound(1), 2)) | \(fixed(perRound(2), 2)) | \(parallelism) |")
        }
        let twoThreadParallelism = median(all.flatMap { $0[1].map(\.parallelism) })
        if twoThreadParallelism < 1.8 {
            print("warning: two threads got \(fixed(twoThreadParallelism, 2)) cores (median): the machine is shared, so the "
                + "throughput scaling above measures the neighbours; the CPU ns per resolve still compare")
        }
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        let scale = Double([1, 10, 100, 1000][digits])
        let rounded = (value * scale).rounded() / scale
        return String(rounded)
    }
}
