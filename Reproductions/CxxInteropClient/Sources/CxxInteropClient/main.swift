// Each library's inlinable hot path (a resolve, an `@Inject` read) compiled into a C++-interop module and run.
import DIRuntime
import DIWrappers

protocol Greeter: Sendable {
    var greeting: String { get }
}

struct EnglishGreeter: Greeter {
    let greeting = "hello"
}

final class Welcome {
    @Inject var greeter: Greeter
}

let container = Container(name: "CxxInteropClient")
container.register(.singleton) { _ in EnglishGreeter() as any Greeter }
let resolved = try container.resolve((any Greeter).self)

Resolver.shared.register(Greeter.self, { EnglishGreeter() })
let injected = Welcome().greeter

print("DIRuntime: \(resolved.greeting); DIWrappers: \(injected.greeting)")
