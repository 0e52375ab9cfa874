/// Two containers declared with one name: every later declaration is unreachable by name.
struct DuplicateContainerValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        index.graph.containers.enumerated().compactMap { number, container in
            guard let first = index.containerIndex[container.name], first != number else { return nil }
            return Diagnostic(
                .error, .duplicateContainer,
                "container '\(container.name)' is declared more than once",
                at: container.location,
                notes: [.init("'\(container.name)' is first declared here", at: index.graph.containers[first].location)])
        }
    }
}
