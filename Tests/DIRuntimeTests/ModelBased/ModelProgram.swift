import DIRuntime

/// A concurrent program against one container pair (`Root` and `Child`, whose parent is `Root`): phases run one
/// after another; within a phase each thread runs its operations in order, all threads at once. Every registration
/// has its own key, so the program never overrides and the reference model stays a function of what is registered.
struct ModelProgram: CustomStringConvertible {
    /// Where a service is registered: which marker type, tag, container, whether it takes an `Int` argument.
    struct Key: Hashable {
        var type: Int
        var tag: Int?
        var inChild: Bool
        var takesArgument: Bool
    }

    struct Registration {
        var key: Key
        var scope: ComponentScope
    }

    enum Operation {
        case register(Int)
        case resolve(type: Int, tag: Int?, fromChild: Bool, argument: Int?)
        case validate(fromChild: Bool)
        case bootstrapChild
    }

    var registrations: [Registration]
    /// phase -> thread -> operations
    var phases: [[[Operation]]]

    var description: String {
        // Only registrations the program still makes (a shrunk program drops most).
        let made = Set(phases.joined().joined().compactMap { operation -> Int? in
            if case .register(let index) = operation { index } else { nil }
        })
        let registered = registrations.enumerated().filter { made.contains($0.offset) }.map { index, registration in
            "r\(index)=\(Self.text(registration.key)) \(registration.scope)"
        }
        let threads = phases.enumerated().map { phase, threads in
            "phase \(phase): " + threads.enumerated().map { thread, operations in
                "t\(thread)[" + operations.map(Self.text).joined(separator: ", ") + "]"
            }.joined(separator: " ")
        }
        return (registered + threads).joined(separator: "; ")
    }

    private static func text(_ key: Key) -> String {
        "\(key.inChild ? "Child" : "Root").\(Markers.name(key.type))\(key.tag.map { "#\($0)" } ?? "")\(key.takesArgument ? "(Int)" : "")"
    }

    static func text(_ operation: Operation) -> String {
        switch operation {
        case .register(let index): "register r\(index)"
        case .resolve(let type, let tag, let fromChild, let argument):
            "resolve \(fromChild ? "Child" : "Root").\(Markers.name(type))\(tag.map { "#\($0)" } ?? "")\(argument.map { "(\($0))" } ?? "")"
        case .validate(let fromChild): "validate \(fromChild ? "Child" : "Root")"
        case .bootstrapChild: "bootstrap Child"
        }
    }
}
