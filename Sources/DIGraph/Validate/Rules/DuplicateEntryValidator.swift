/// Two entries of one dictionary collection under one key, seen together by some container: the dictionary can
/// keep only one, and which one would be a guess. Reported as `duplicateBinding`, the code for two sources of one
/// thing where one is expected, which tools already filter on.
///
/// Entries under one key in sibling containers are fine: no container sees both (unless a child of both does).
/// Each pair is reported once, at the entry that comes later in the collection's order.
struct DuplicateEntryValidator: GraphValidator {
    func validate(_ index: GraphIndex) -> [Diagnostic] {
        Self.duplicates(in: index).map { index.duplicateEntryDiagnostic($0.key, $0.first, $0.second, seenFrom: $0.viewer) }
    }

    /// Every pair of entries under one key that some container (`viewer`) sees together, each pair once, `first`
    /// being the earlier in that container's collection order; the exports mark the same pairs.
    static func duplicates(in index: GraphIndex) -> [(key: DictionaryKey, first: Int, second: Int, viewer: Int)] {
        guard let collections = index.collections else { return [] }
        var duplicates: [(key: DictionaryKey, first: Int, second: Int, viewer: Int)] = []
        for id in collections.contributions.keys.sorted() {
            let entries = collections.contributions[id]!.filter { index.graph.bindings[$0].contribution != .element }
            guard entries.count > 1 else { continue }
            // A pair seen together is seen by the later one's container or, for two unrelated containers, by a
            // container with several parents: only those need looking from.
            let owners = Set(entries.map { index.bindingContainer[$0] })
            var reported: Set<[Int]> = []
            for viewer in index.graph.containers.indices where owners.contains(viewer) || index.parentIndices[viewer].count > 1 {
                var first: [DictionaryKey: Int] = [:]
                for entry in index.visibleContributions(ofKey: id, from: viewer) {
                    guard case .entry(let key) = index.graph.bindings[entry].contribution else { continue }
                    guard let earlier = first[key] else {
                        first[key] = entry
                        continue
                    }
                    if reported.insert([earlier, entry]).inserted { duplicates.append((key, earlier, entry, viewer)) }
                }
            }
        }
        return duplicates
    }
}

extension GraphIndex {
    /// `duplicate key "deeplink" in '[String: Handler]': contributed in container 'App' and in container 'Feature'`.
    package func duplicateEntryDiagnostic(_ key: DictionaryKey, _ first: Int, _ second: Int, seenFrom viewer: Int) -> Diagnostic {
        let firstContainer = bindingContainer[first]
        let secondContainer = bindingContainer[second]
        var message = "duplicate key \(key) in \(quoted(graph.bindings[second].key)): "
        if firstContainer == secondContainer {
            message += "contributed twice in container '\(containerName(firstContainer))'"
        } else {
            message += "contributed in container '\(containerName(firstContainer))' and in container '\(containerName(secondContainer))'"
            if viewer != firstContainer, viewer != secondContainer { message += ", both seen from container '\(containerName(viewer))'" }
        }
        return Diagnostic(
            .error, .duplicateBinding, message,
            at: graph.bindings[second].location,
            notes: [
                .init("first contributed here, in container '\(containerName(firstContainer))'", at: graph.bindings[first].location),
                .init("contributed again here, in container '\(containerName(secondContainer))'", at: graph.bindings[second].location),
            ],
            suggestions: [.init("remove one of the two entries, or contribute one under another key")])
    }
}
