import DIGen
import Foundation

/// The `dump` command's text: what digen understood, one container after another.
enum PlanDumper {
    static func dump(_ plans: [ContainerPlan]) -> String {
        var lines: [String] = []
        let renderer = ContainerRenderer(configuration: GeneratorConfiguration())
        for plan in plans {
            let isolation = plan.isolation == .nonisolated ? "" : " \(plan.isolation)"
            lines.append("container \(plan.name): \(plan.protocolName)\(plan.isThreadSafe ? " (thread-safe)" : "")\(isolation)")
            for parent in plan.parents { lines.append("  parent \(parent.memberName): \(parent.typeName)") }
            for external in plan.externals {
                lines.append("  external \(external.memberName): \(external.typeText) (\(external.ownership.rawValue))")
            }
            for service in plan.services {
                var cached = service.isCached ? " cached" : ""
                // Where and how it is made, when it is not Saber's plain nonisolated synchronous service.
                if service.isolation != .nonisolated { cached += " \(service.isolation)" }
                if service.isAsync { cached += service.isThrowing ? " async throws" : " async" }
                switch service.construction {
                case .initializer(let typeName, let arguments):
                    lines.append("  service \(service.memberName): \(service.typeText)\(cached) = \(typeName)(\(renderer.render(arguments)))")
                case .provider(let provider, let method, let arguments):
                    lines.append("  service \(service.memberName): \(service.typeText)\(cached) = "
                        + "\(renderer.expression(provider)).\(method)(\(renderer.render(arguments)))")
                case .alias(let target):
                    let uncached = cached.replacingOccurrences(of: " cached", with: "")
                    lines.append("  alias \(service.memberName): \(service.typeText)\(uncached) = \(renderer.expression(target))")
                case .injectOnly:
                    lines.append("  injectOnly \(service.typeText)")
                }
                for injection in service.injections {
                    switch injection {
                    case .property(let name, let value): lines.append("    inject .\(name) = \(renderer.expression(value))")
                    case .method(let name, let arguments): lines.append("    inject .\(name)(\(renderer.render(arguments)))")
                    case .didInject(let name): lines.append("    didInject .\(name)()")
                    }
                }
            }
            for collection in plan.collections {
                let elements = collection.elements.map { element in
                    (element.key.map { "\($0): " } ?? "") + renderer.expression(element.value)
                }
                let empty = collection.isDictionary ? ":" : ""
                lines.append("  collection \(collection.memberName): \(collection.typeText) = "
                    + "[\(elements.isEmpty ? empty : elements.joined(separator: ", "))]")
            }
        }
        return lines.joined(separator: "\n")
    }
}
