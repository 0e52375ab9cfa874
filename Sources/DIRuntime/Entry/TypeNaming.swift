import DIGraph

/// The DIGraph names of the runtime types in one graph or one diagnostic: one name per type identity.
///
/// DIGraph tells keys apart by name, while the resolver tells types apart by identity. A type is named as a
/// user writes it (``TypeDescription``: `Config`), so diagnostics read as the source does and match digen's.
/// Two distinct types that print the same (`A.Config` and `B.Config`, or `Config` in two modules) would become
/// one key, and the validator would see a duplicate or resolve one to the other; so when a short name is shared,
/// each type sharing it is named by its qualified name instead: without the module when that tells them apart
/// (`A.Config`, `B.Config`), with it otherwise (`Network.Config`, `Storage.Config`).
struct TypeNaming {
    private var names: [ObjectIdentifier: TypeName] = [:]
    /// Every name given, to the type that has it.
    private var owners: [TypeName: ObjectIdentifier] = [:]

    /// Names `types`; repeated identities are named once.
    init(_ types: some Sequence<Any.Type>) {
        var groups: [TypeName: [Any.Type]] = [:]
        var order: [TypeName] = []
        var seen: Set<ObjectIdentifier> = []
        for type in types where seen.insert(ObjectIdentifier(type)).inserted {
            let short = TypeDescription.typeName(of: type)
            if groups[short] == nil { order.append(short) }
            groups[short, default: []].append(type)
        }
        for short in order where groups[short]!.count == 1 {
            give(short, to: groups[short]![0])
        }
        for short in order where groups[short]!.count > 1 {
            let group = groups[short]!
            let withoutModule = group.map { Self.parsed(Self.withoutModules(Self.qualifiedText(of: $0))) }
            let distinct = Set(withoutModule).count == group.count && withoutModule.allSatisfy { owners[$0] == nil }
            for (position, type) in group.enumerated() {
                give(distinct ? withoutModule[position] : Self.parsed(Self.qualifiedText(of: type)), to: type)
            }
        }
    }

    /// The name of `type`; one the naming was not made with gets the first of its short, module-less and
    /// qualified names that no named type has (it is then in no binding, so it only needs to differ).
    func name(of type: Any.Type) -> TypeName {
        if let name = names[ObjectIdentifier(type)] { return name }
        let qualified = Self.qualifiedText(of: type)
        let candidates = [
            TypeDescription.typeName(of: type), Self.parsed(Self.withoutModules(qualified)), Self.parsed(qualified),
        ]
        return candidates.first { owners[$0] == nil } ?? candidates[2]
    }

    /// The key of `type` under `tag`.
    func serviceKey(of type: Any.Type, tag: Tag?) -> ServiceKey {
        ServiceKey(name(of: type), tag: tag)
    }

    /// The key of `entry`.
    func serviceKey(of entry: Entry) -> ServiceKey {
        serviceKey(of: entry.configuration.keyType, tag: entry.key.tag)
    }

    /// The graph's edge for a registration's dependency.
    func dependency(of slot: DependencySlot) -> Dependency {
        Dependency(serviceKey(of: slot.type, tag: slot.tag), kind: slot.kind, label: slot.label)
    }

    /// The graph node of a registration under its own key.
    func binding(of entry: Entry, in container: String) -> Binding {
        let configuration = entry.configuration
        // An auto-wired registration's initializer is named only here, to keep `register` cheap.
        return Binding(
            serviceKey(of: entry), in: container,
            source: configuration.source.bindingSource(keyType: configuration.keyType),
            lifetime: configuration.scope.lifetime, dependencies: entry.dependencySlots.map(dependency(of:)),
            location: configuration.site.location, isolation: entry.graphIsolation, isAsync: configuration.isAsync)
    }

    /// The graph node of a contribution (`register(into:)`): its entry's binding, under the collection's key.
    ///
    /// Always a factory's, even for an auto-wired initializer: its entry names the type it makes as the element
    /// type (`any Plugin`), not the initializer's (`AuditPlugin`), which the compiler converted away at the call.
    func binding(of contribution: Contribution, in container: String) -> Binding {
        var binding = binding(of: contribution.entry, in: container)
        binding.source = .factory
        binding.key = serviceKey(of: contribution.shape.collectionType, tag: nil)
        binding.contribution = contribution.mapKey.map { .entry($0.graphKey) } ?? .element
        return binding
    }

    /// The graph node of a key `entry` also provides (`implements`): an alias of its own key.
    func forwardBinding(of entry: Entry, as type: Any.Type, tag: Tag?, in container: String) -> Binding {
        let target = serviceKey(of: entry)
        return Binding(
            serviceKey(of: type, tag: tag), in: container, source: .alias(target),
            lifetime: entry.configuration.scope.lifetime, dependencies: [Dependency(target)],
            location: entry.configuration.site.location, isolation: entry.graphIsolation,
            isAsync: entry.configuration.isAsync)
    }

    private mutating func give(_ name: TypeName, to type: Any.Type) {
        names[ObjectIdentifier(type)] = name
        owners[name] = ObjectIdentifier(type)
    }

    private static func parsed(_ text: String) -> TypeName {
        switch TypeName.parse(text) {
        case .success(let name): name
        case .failure: TypeName.unknown
        }
    }

    /// The fully qualified name, with the runtime's `(unknown context at $…)` of local and private types in
    /// backticks so that it parses as a type.
    static func qualifiedText(of type: Any.Type) -> String {
        let text = _typeName(type, qualified: true)
        let marker = "(unknown context at "
        guard text.contains(marker) else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: marker), let end = rest[start.upperBound...].firstIndex(of: ")") {
            result += rest[..<start.lowerBound] + "`" + rest[start.lowerBound...end] + "`"
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// `qualified` with the first component of every dotted path (the module: the runtime qualifies every
    /// nominal type) removed: `Swift.Array<App.A.Config>` becomes `Array<A.Config>`.
    static func withoutModules(_ qualified: String) -> String {
        var result = ""
        var index = qualified.startIndex
        var atPathStart = true
        while index < qualified.endIndex {
            let character = qualified[index]
            if character == "`" {
                let close = qualified[qualified.index(after: index)...].firstIndex(of: "`") ?? qualified.index(before: qualified.endIndex)
                result += qualified[index...close]
                index = qualified.index(after: close)
                atPathStart = false
                continue
            }
            if atPathStart, character.isLetter || character == "_" {
                var end = index
                while end < qualified.endIndex, qualified[end].isLetter || qualified[end].isNumber || qualified[end] == "_" {
                    end = qualified.index(after: end)
                }
                if end < qualified.endIndex, qualified[end] == ".", qualified.index(after: end) < qualified.endIndex {
                    index = qualified.index(after: end)
                    atPathStart = false
                    continue
                }
                result += qualified[index..<end]
                index = end
                atPathStart = false
                continue
            }
            result.append(character)
            atPathStart = !(character.isLetter || character.isNumber || character == "_" || character == ".")
            index = qualified.index(after: index)
        }
        return result
    }
}
