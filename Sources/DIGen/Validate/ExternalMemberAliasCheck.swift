import DIGraph

/// Saber's rule gives a dependency the member of an external whose type, as written, is the dependency's
/// (`userId: UserId` from `userConfiguration.userId`): a typealias of a standard type (`typealias UserId = String`)
/// tells such members apart, so a `String` member never stands in for a `UserId`. When a dependency written as
/// such an alias is missing and an external has a member of the aliased type, the `missingBinding` gets a note
/// naming the member, the external and the type as written, and how to declare the member so it provides it.
enum ExternalMemberAliasCheck {
    /// Standard types an alias gives a meaning to: values of them say nothing about what they hold.
    static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Bool", "URL", "UUID", "Date", "Data", "TimeInterval",
    ]

    /// `diagnostics` with the note added to each `missingBinding` of a dependency on such an alias.
    ///
    /// - Complexity: O(*E*) lookups for *E* dependency edges, after O(*A*) to read the *A* typealiases; run only
    ///   when a binding is missing.
    static func noted(_ diagnostics: [Diagnostic], graph: Graph, module: ParsedModule) -> [Diagnostic] {
        var aliased: [String: String] = [:]
        for alias in module.typealiases where alias.genericParameters.isEmpty {
            aliased[alias.name] = alias.targetText
        }
        guard !aliased.isEmpty else { return diagnostics }
        let index = GraphIndex(graph)
        var notes: [SourceLocation: [Diagnostic.Note]] = [:]
        for (number, binding) in graph.bindings.enumerated() where index.bindingContainer[number] >= 0 {
            let container = index.bindingContainer[number]
            for dependency in binding.dependencies {
                let written = dependency.key.type.unwrapped.text
                guard let location = dependency.location,
                      let standard = standardType(behind: written, in: aliased),
                      case .missing = index.resolve(dependency.key, from: container),
                      let standardName = try? TypeName(parsing: standard)
                else { continue }
                let providers: [Int] = switch index.resolve(ServiceKey(standardName), from: container) {
                case .found(let provider): [provider]
                case .ambiguous(let providers): providers
                case .missing: []
                }
                for provider in providers where provider >= 0 {
                    guard case .externalMember(let external, let property) = graph.bindings[provider].source
                    else { continue }
                    notes[location, default: []].append(.init(
                        "'\(written)' is an alias of '\(standard)', and member '\(property)' of external '\(external)' "
                            + "is declared as '\(standard)'; an external's member provides the type it is declared "
                            + "with, so declare it '\(property): \(written)' if it is the '\(written)' meant",
                        at: graph.bindings[provider].location))
                }
            }
        }
        guard !notes.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.code == .missingBinding, let location = diagnostic.location, let added = notes[location]
            else { return diagnostic }
            var noted = diagnostic
            noted.notes += added
            return noted
        }
    }

    /// The standard type `text` is an alias of, through aliases of aliases; `nil` for any other type.
    private static func standardType(behind text: String, in aliased: [String: String]) -> String? {
        var current = text
        var seen: Set<String> = []
        while let next = aliased[current], seen.insert(current).inserted {
            let name = next.hasPrefix("Swift.") || next.hasPrefix("Foundation.")
                ? String(next.split(separator: ".").last!) : next
            if standardTypes.contains(name) { return name }
            current = name
        }
        return nil
    }
}
