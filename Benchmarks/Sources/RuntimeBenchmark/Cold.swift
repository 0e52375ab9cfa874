// `RuntimeBenchmark cold MODE`: registration as at app launch, where each type's registration is the first in the
// process (issue #20, "cold registration"). One mode per process; `cold-registration.sh` runs them in fresh
// processes, alternating, and prints medians.
//
//   factory     10,000 `register(.unique) { _ in Cold<Key>() }`, DIRuntime
//   autowired   10,000 `register(ColdWired<Key>.init, scope: .unique)` (one parameter each), DIRuntime
//   swinject    10,000 `register(Cold<Key>.self) { _ in Cold<Key>() }`, Swinject 2.10.0
// (ColdRegistrationBenchmark does the same for 2,000 generated concrete classes, one line each.)
//
// The 10,000 keys are `Pair` nested four levels over the ten leaves `L0`…`L9` (Graph.swift), enumerated by one
// recursive generic function the optimizer may not specialize: the registration code is compiled once, generic over
// the key, and every registration is the first of its type. The `Pair`, `Cold` and `ColdWired` metadata are made
// by a first walk before anything is timed (an app's own types are not generic: their metadata is static); what a
// registration then makes for its type for the first time (the library's generic entry types, say) is its cost.
//
// Each mode prints one line of `name=value` figures, per registration:
//   cold_ns, cold_bytes, cold_mallocs   the first registration of each type, into a fresh container
//   warm_ns, warm_bytes, warm_mallocs   the same types again, into a second fresh container
//   harness_ns                          the walk alone, every metadata made (part of both times above)
// Times are this thread's CPU time (page faults of code run for the first time included); bytes are heap bytes
// still in use with the container alive (glibc's count, mmapped blocks included), so the cold figure includes
// metadata the runtime allocated for the registration (RegistrationMeasurement in BenchmarkSupport).
import BenchmarkSupport
import DIRuntime
import Swinject
#if canImport(Glibc)
import Glibc
#endif

/// The service registered per key, by factory.
struct Cold<Key>: Sendable {}

/// The service registered per key by its initializer: one parameter, as the `W` types of the warm rows.
struct ColdWired<Key>: Sendable {
    let dependency: ColdDependency
}

struct ColdDependency: Sendable {}

/// Something done once per key, generic over the key.
protocol ColdVisitor {
    mutating func visit<Key>(_ key: Key.Type)
}

/// Calls `visitor` once per type of `Pair` nested `depth` levels over the ten leaves, starting from `base`: 10^depth
/// keys. Never specialized, so the visitor runs generic code with the key's metadata, never code made for one key.
@_semantics("optimize.sil.specialize.generic.never")
@inline(never)
func visitColdKeys<Base, Visitor: ColdVisitor>(_ base: Base.Type, depth: Int, _ visitor: inout Visitor) {
    guard depth > 0 else {
        visitor.visit(Base.self)
        return
    }
    visitColdKeys(Pair<Base, L0>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L1>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L2>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L3>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L4>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L5>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L6>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L7>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L8>.self, depth: depth - 1, &visitor)
    visitColdKeys(Pair<Base, L9>.self, depth: depth - 1, &visitor)
}

enum ColdRegistration {
    static let depth = 4
    static let keyCount = 10_000

    /// Makes each key's metadata (the harness's), registering nothing.
    struct Touch: ColdVisitor {
        var sink = 0
        mutating func visit<Key>(_ key: Key.Type) {
            sink &+= MemoryLayout<Cold<Key>>.size &+ MemoryLayout<ColdWired<Key>>.size
            sink &+= ObjectIdentifier(Cold<Key>.self).hashValue &+ ObjectIdentifier(ColdWired<Key>.self).hashValue
        }
    }

    struct Factory: ColdVisitor {
        let container: DIRuntime.Container
        mutating func visit<Key>(_ key: Key.Type) {
            container.register(.unique) { _ in Cold<Key>() }
        }
    }

    struct Autowired: ColdVisitor {
        let container: DIRuntime.Container
        mutating func visit<Key>(_ key: Key.Type) {
            container.register(ColdWired<Key>.init, scope: .unique)
        }
    }

    struct SwinjectFactory: ColdVisitor {
        let container: Swinject.Container
        mutating func visit<Key>(_ key: Key.Type) {
            container.register(Cold<Key>.self) { _ in Cold<Key>() }
        }
    }

    static func run(_ mode: String) {
        var touch = Touch()
        visitColdKeys(L0.self, depth: depth, &touch)
        let harnessStart = LoopMeasurement.now()
        visitColdKeys(L0.self, depth: depth, &touch)
        let harness = Double(LoopMeasurement.now() - harnessStart) / Double(keyCount)
        if touch.sink == 42 { print("") }

        let cold: RegistrationMeasurement
        let warm: RegistrationMeasurement
        switch mode {
        case "factory", "autowired":
            func register(_ container: DIRuntime.Container) {
                if mode == "factory" {
                    var visitor = Factory(container: container)
                    visitColdKeys(L0.self, depth: depth, &visitor)
                } else {
                    var visitor = Autowired(container: container)
                    visitColdKeys(L0.self, depth: depth, &visitor)
                }
            }
            let makeContainer = { () -> DIRuntime.Container in
                let container = DIRuntime.Container()
                container.register(.unique) { _ in ColdDependency() }
                return container
            }
            cold = .of(keyCount, makeContainer, register)
            warm = .of(keyCount, makeContainer, register)
        case "swinject":
            func register(_ container: Swinject.Container) {
                var visitor = SwinjectFactory(container: container)
                visitColdKeys(L0.self, depth: depth, &visitor)
            }
            cold = .of(keyCount, { Swinject.Container() }, register)
            warm = .of(keyCount, { Swinject.Container() }, register)
        default:
            print("usage: RuntimeBenchmark cold factory|autowired|swinject")
            exit(2)
        }
        print("mode=\(mode) registrations=\(keyCount) \(cold.fields("cold")) \(warm.fields("warm")) "
            + "harness_ns=\((harness * 100).rounded() / 100)")
    }
}
