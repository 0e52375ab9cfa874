/// A `weak` external of a non-optional type: Swift only allows `weak` on optionals.
struct WeakExternalValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        index.graph.containers.flatMap { container in
            container.externals.filter { $0.ownership == .weak && !$0.isOptional }.map { external in
                Diagnostic(
                    .error, .weakExternalNotOptional,
                    "weak external '\(external.key.type)' of container '\(container.name)' must be optional",
                    at: external.location ?? container.location,
                    suggestions: [.init("write 'weak \(external.key.type.optional)', or drop 'weak'")])
            }
        }
    }
}
