/// Ranks what a user may have meant by a key nothing provides. Built only once a binding is missing, so a
/// clean graph pays nothing for it.
///
/// The order: the same type under another tag; the same type registered with runtime arguments (or, for a request
/// with arguments, the result type's other signatures); near-miss type names; the same type with or without
/// optionality; the same key bound in a container that is not visible from the one asking; a declared type that
/// nothing binds, or that conforms to the missing protocol but is not bound
/// as it (``DeclaredType``, in the front-end's words: ``BindingAdvice``).
package struct MissingBindingAdvisor {
    private let index: GraphIndex
    /// Type text → every placed provider of that type, in declaration order.
    private let providersByType: [String: [Int]]
    /// Type text → the inject-only bindings of that type, which are keys but provide nothing.
    private let injectOnlyByType: [String: [Int]]
    /// Result type text → the providers registered with runtime arguments (whose key type is the function type
    /// `(URL, Int) -> Client`), each with its argument list as written (`(URL, Int)`).
    private let withArgumentsByResult: [String: [(provider: Int, arguments: String)]]
    /// Type text → the declared types of that name, and → the declared types that conform to it.
    private let declaredByType: [String: [Int]]
    private let conformersByType: [String: [Int]]

    package init(_ index: GraphIndex) {
        self.index = index
        var providersByType: [String: [Int]] = [:]
        for slot in index.externalSlots.indices {
            providersByType[index.key(ofProvider: -slot - 1).type.lookupType.text, default: []].append(-slot - 1)
        }
        var injectOnlyByType: [String: [Int]] = [:]
        // Contributions and collection nodes provide no key on their own: a request for their key is a collection's.
        for binding in index.graph.bindings.indices
        where index.bindingContainer[binding] >= 0 && index.graph.bindings[binding].contribution == nil
            && !index.isCollectionNode(binding) {
            let type = index.graph.bindings[binding].key.type.lookupType.text
            if case .injectOnly = index.graph.bindings[binding].source {
                injectOnlyByType[type, default: []].append(binding)
            } else {
                providersByType[type, default: []].append(binding)
            }
        }
        self.providersByType = providersByType
        self.injectOnlyByType = injectOnlyByType
        var withArgumentsByResult: [String: [(provider: Int, arguments: String)]] = [:]
        for (type, providers) in providersByType where type.contains("->") {
            guard case .function(let parameters, _, let result)? = try? TypeNameParser.parse(type) else { continue }
            let arguments = "(" + parameters.map(\.canonicalText).joined(separator: ", ") + ")"
            withArgumentsByResult[result.canonicalText, default: []] += providers.map { ($0, arguments) }
        }
        // In declaration order: the dictionary above is walked in no particular order.
        self.withArgumentsByResult = withArgumentsByResult.mapValues { $0.sorted { $0.provider < $1.provider } }
        var declaredByType: [String: [Int]] = [:]
        var conformersByType: [String: [Int]] = [:]
        for (number, declared) in index.graph.declaredTypes.enumerated() {
            declaredByType[declared.type.text, default: []].append(number)
            for conformance in declared.conformances { conformersByType[conformance.text, default: []].append(number) }
        }
        self.declaredByType = declaredByType
        self.conformersByType = conformersByType
    }

    package func suggestions(for key: ServiceKey, from container: Int) -> [Diagnostic.Note] {
        let type = key.type.lookupType
        var notes: [Diagnostic.Note] = []
        var hidden: [Int] = []
        // A requested tag a typo away from a bound one: the typo is the mistake, so an untagged binding is no
        // reason to register under it (an exact-key lookup, DIWrappers', is the one that misses beside it).
        let nearTags = key.tag.map { tag in
            NearMiss.closest(
                to: tag.description,
                among: (providersByType[type.text] ?? []).filter { visible($0, from: container) }
                    .compactMap { index.key(ofProvider: $0).tag?.description })
        } ?? []
        for binding in injectOnlyByType[type.text] ?? [] {
            notes.append(.init(
                "\(index.quoted(index.key(ofProvider: binding))) is inject-only: its instances are made outside "
                    + "the container, which only injects their dependencies, so nothing can depend on it",
                at: index.location(ofProvider: binding)))
        }
        for provider in providersByType[type.text] ?? [] {
            guard visible(provider, from: container) else {
                hidden.append(provider)
                continue
            }
            let other = index.key(ofProvider: provider)
            // Under the fallback rule a tagged key never misses while its untagged binding is visible: only an
            // exact-key lookup (DIWrappers') reaches the last case.
            let advice = other.tag.map { "did you mean tag \($0)?" }
                ?? key.tag.map { tag in
                    nearTags.isEmpty
                        ? "keys are exact, so register it under tag \(tag) too"
                        : "keys are exact, so it does not serve tag \(tag)"
                }
                ?? "an untagged lookup never falls back to a tagged binding"
            notes.append(.init("\(index.quoted(other)) is bound here; \(advice)", at: index.location(ofProvider: provider)))
        }
        for (provider, arguments) in withArgumentsByResult[type.text] ?? [] where visible(provider, from: container) {
            notes.append(.init(
                "'\(type.text)' is registered with arguments \(arguments)\(underTag(provider)); resolve it with `arguments:`",
                at: index.location(ofProvider: provider)))
        }
        let (signatures, signed) = signatureNotes(forArguments: type, from: container)
        notes += signatures
        let variants = Set([type.optional.text, type.unwrapped.text]).subtracting([type.text])
        let nearMisses = NearMiss.closest(
            to: type.text,
            among: providersByType.keys.filter { !variants.contains($0) && $0 != type.text && !signed.contains($0) })
        for name in nearMisses {
            guard let provider = providersByType[name]?.first else { continue }
            notes.append(.init("did you mean '\(name)'?", at: index.location(ofProvider: provider)))
        }
        for variant in variants.sorted() {
            for provider in providersByType[variant] ?? [] where visible(provider, from: container) {
                let other = index.key(ofProvider: provider)
                guard other.tag == key.tag else { continue }
                notes.append(.init("did you mean \(index.quoted(other))? it is bound here", at: index.location(ofProvider: provider)))
            }
        }
        notes += declarationNotes(for: type, from: container)
        let asking = index.containerName(container)
        for provider in hidden {
            let owner = index.containerName(index.container(ofProvider: provider))
            // A member of an external (digen's synthetic container) is named as the user wrote it.
            var bound = "is bound"
            if provider >= 0, case .externalMember(let external, let property) = index.graph.bindings[provider].source {
                bound = "is member '\(property)' of external '\(external)', bound"
            }
            notes.append(.init(
                "\(index.quoted(index.key(ofProvider: provider))) \(bound) in container '\(owner)', which is not visible from '\(asking)'",
                at: index.location(ofProvider: provider)))
        }
        if let collection = collectionNote(for: type, from: container) { notes.append(collection) }
        return notes
    }

    /// For a request with runtime arguments (its key type is `(String, Int) -> Client`): every other signature the
    /// result type is registered with, and its tag (the same signature under another tag is the tag note's); with
    /// the type texts those notes name, which the near-miss search then leaves out.
    private func signatureNotes(
        forArguments type: TypeName, from container: Int
    ) -> (notes: [Diagnostic.Note], named: Set<String>) {
        guard type.text.contains("->"),
              case .function(let parameters, _, let result)? = try? TypeNameParser.parse(type.text)
        else { return ([], []) }
        let requested = "(" + parameters.map(\.canonicalText).joined(separator: ", ") + ")"
        let name = result.canonicalText
        var notes: [Diagnostic.Note] = []
        var named: Set<String> = []
        for provider in providersByType[name] ?? [] where visible(provider, from: container) {
            named.insert(name)
            notes.append(.init(
                "'\(name)' is registered without arguments\(underTag(provider)); resolve it without `arguments:`",
                at: index.location(ofProvider: provider)))
        }
        for (provider, arguments) in withArgumentsByResult[name] ?? []
        where arguments != requested && visible(provider, from: container) {
            named.insert(index.key(ofProvider: provider).type.lookupType.text)
            notes.append(.init(
                "'\(name)' is registered with arguments \(arguments)\(underTag(provider)); resolve it with arguments of "
                    + "those types, in that order",
                at: index.location(ofProvider: provider)))
        }
        return (notes, named)
    }

    /// ` under tag "x"` for a tagged provider, nothing for an untagged one.
    private func underTag(_ provider: Int) -> String {
        index.key(ofProvider: provider).tag.map { " under tag \($0)" } ?? ""
    }

    /// When nothing anywhere provides or collects an array or dictionary: how to make it a collection, in the
    /// front-end's words (an `[Element]` nothing mentions is a plain missing key, and may be meant as a collection).
    private func collectionNote(for type: TypeName, from container: Int) -> Diagnostic.Note? {
        guard type.text.hasPrefix("["), providersByType[type.text] == nil else { return nil }
        switch try? TypeNameParser.parse(type.text) {
        case .array?, .dictionary?: break
        default: return nil
        }
        let advice = index.graph.bindingAdvice
        return .init(advice.filled(advice.uncollected, type: type, container: index.graph.containers[container]))
    }

    /// When nothing anywhere provides the type: a declared type of that name ("declared here but has no
    /// '@saber.scope'"), and the declared types that conform to it without being bound as it.
    private func declarationNotes(for type: TypeName, from container: Int) -> [Diagnostic.Note] {
        let graph = index.graph
        // A missing `T?` is a missing `T`: that is what a declaration would provide.
        let type = type.unwrapped
        guard !graph.declaredTypes.isEmpty, providersByType[type.text] == nil else { return [] }
        let advice = graph.bindingAdvice
        let asking = graph.containers[container]
        var notes: [Diagnostic.Note] = []
        for number in declaredByType[type.text] ?? [] where !graph.declaredTypes[number].isBound {
            notes.append(.init(
                advice.filled(advice.unboundType, type: type, container: asking), at: graph.declaredTypes[number].location))
        }
        for number in conformersByType[type.text] ?? [] {
            let conformer = graph.declaredTypes[number]
            notes.append(.init(
                advice.filled(
                    conformer.isBound ? advice.unboundConformance : advice.unboundConformer, type: conformer.type,
                    protocol: type, container: asking),
                at: conformer.location))
        }
        return notes
    }

    private func visible(_ provider: Int, from container: Int) -> Bool {
        switch index.resolve(index.key(ofProvider: provider), from: container) {
        case .found(let found): found == provider || index.key(ofProvider: found) == index.key(ofProvider: provider)
        case .ambiguous(let providers): providers.contains(provider)
        case .missing: false
        }
    }
}
