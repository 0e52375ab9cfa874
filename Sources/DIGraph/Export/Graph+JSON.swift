import Foundation

/// The graph's JSON form: a documented, stable shape that decodes back into the same graph.
///
/// ```json
/// { "containers": [ { "name": "AppContainer", "scope": "App", "parents": [], "threadSafe": false,
///                     "externals": [ { "type": "Logger", "ownership": "strong" } ] } ],
///   "bindings": [ { "type": "Foo", "tag": { "string": "main" }, "container": "AppContainer",
///                   "source": { "kind": "initializer", "name": "Foo.init(bar:)" }, "lifetime": "singleton",
///                   "isolation": "MainActor", "async": false,
///                   "dependencies": [ { "type": "Bar", "kind": "direct", "label": "bar" } ],
///                   "location": { "file": "Foo.swift", "line": 3, "column": 1 } } ] }
/// ```
/// A source's `kind` is `initializer` or `provider` (with a `name`), `factory`, `instance`, `injectOnly`, `alias`
/// (with a `target` key) or `externalMember` (with an `external` key and a `property`). A binding's `isolation`
/// is `nonisolated` or the name of its global actor (`MainActor`, `DatabaseActor`), and `async` says whether it
/// is made with `await`. A container's `collaborators` (names) appear only when it has some. A contribution has a
/// `contribution`: `{ "kind": "element" }` or `{ "kind": "entry", "key": { "string": "deeplink" } }` (or `"int"`);
/// a container's `declaredCollections` (each a key with an optional location) appear only when it has some. A
/// binding's `closeActions` (each `{ "location": …, "async": false }`) appear only when it has some, and a
/// container's `"isScope": true` only for a scope.
/// Collection nodes are derived from the contributions, so the document does not list them. Absent optional
/// fields (tag, label, location, scope) are left out; fields with a value
/// are always written, defaults included (`"lifetime": "transient"`, `"isolation": "nonisolated"`,
/// `"async": false`), though a document without `isolation` or `async` still reads, as the defaults. Keys are
/// sorted, so equal graphs give equal bytes.
extension Graph: Codable {
    private enum CodingKeys: String, CodingKey { case containers, bindings, modules }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            containers: try container.decode([ContainerSpec].self, forKey: .containers),
            bindings: try container.decode([Binding].self, forKey: .bindings))
        modules = try container.decodeIfPresent([ModuleSpec].self, forKey: .modules) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(containers, forKey: .containers)
        try container.encode(bindings, forKey: .bindings)
        if !modules.isEmpty { try container.encode(modules, forKey: .modules) }
    }

    /// The graph as pretty-printed JSON with sorted keys.
    public func exportJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a graph written by ``exportJSON()``.
    ///
    /// - Throws: `DecodingError` naming the path of a missing or malformed field, or a type that does not parse.
    public init(json: String) throws {
        self = try JSONDecoder().decode(Graph.self, from: Data(json.utf8))
    }
}

extension TypeName: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Tag: Codable {
    private enum CodingKeys: String, CodingKey { case string, int }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .string) {
            self = .string(name)
        } else {
            self = .int(try container.decode(Int.self, forKey: .int))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let name): try container.encode(name, forKey: .string)
        case .int(let number): try container.encode(number, forKey: .int)
        }
    }
}

/// Keys are written flat into their owner (`"type"`, `"tag"`), which reads better than a nested object.
private enum KeyCodingKeys: String, CodingKey { case type, tag }

extension ServiceKey {
    fileprivate init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KeyCodingKeys.self)
        self.init(try container.decode(TypeName.self, forKey: .type), tag: try container.decodeIfPresent(Tag.self, forKey: .tag))
    }

    fileprivate func encodeFlat(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KeyCodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(tag, forKey: .tag)
    }
}

extension Dependency: Codable {
    private enum CodingKeys: String, CodingKey { case kind, label, location }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try ServiceKey(from: decoder),
            kind: try container.decode(Kind.self, forKey: .kind),
            label: try container.decodeIfPresent(String.self, forKey: .label),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: any Encoder) throws {
        try key.encodeFlat(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension Binding.Source: Codable {
    private enum CodingKeys: String, CodingKey { case kind, name, target, external, property }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "initializer": self = .initializer(try container.decode(String.self, forKey: .name))
        case "factory": self = .factory
        case "instance": self = .instance
        case "injectOnly": self = .injectOnly
        case "provider": self = .provider(try container.decode(String.self, forKey: .name))
        case "alias":
            self = .alias(try ServiceKey(from: container.superDecoder(forKey: .target)))
        case "externalMember":
            self = .externalMember(
                external: try ServiceKey(from: container.superDecoder(forKey: .external)),
                property: try container.decode(String.self, forKey: .property))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown binding source '\(kind)'; expected initializer, factory, instance, injectOnly, "
                    + "provider, alias or externalMember")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .initializer(let name):
            try container.encode("initializer", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .factory:
            try container.encode("factory", forKey: .kind)
        case .instance:
            try container.encode("instance", forKey: .kind)
        case .injectOnly:
            try container.encode("injectOnly", forKey: .kind)
        case .provider(let name):
            try container.encode("provider", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .alias(let target):
            try container.encode("alias", forKey: .kind)
            try target.encodeFlat(to: container.superEncoder(forKey: .target))
        case .externalMember(let external, let property):
            try container.encode("externalMember", forKey: .kind)
            try external.encodeFlat(to: container.superEncoder(forKey: .external))
            try container.encode(property, forKey: .property)
        }
    }
}

extension Isolation: Codable {
    /// The word that reads as no actor; a global actor is written by its name alone, without the `@`.
    private static let nonisolatedName = "nonisolated"

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        switch name {
        case Self.nonisolatedName: self = .nonisolated
        case "":
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "isolation is empty; expected 'nonisolated' or a global actor's name")
        default: self = .globalActor(name)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .nonisolated: try container.encode(Self.nonisolatedName)
        case .globalActor(let name): try container.encode(name)
        }
    }
}

extension Binding: Codable {
    private enum CodingKeys: String, CodingKey {
        case container, source, lifetime, dependencies, location, isolation, contribution, closeActions, module
        case isAsync = "async"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try ServiceKey(from: decoder),
            in: try container.decode(String.self, forKey: .container),
            source: try container.decode(Source.self, forKey: .source),
            lifetime: try container.decode(Lifetime.self, forKey: .lifetime),
            dependencies: try container.decode([Dependency].self, forKey: .dependencies),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
            isolation: try container.decodeIfPresent(Isolation.self, forKey: .isolation) ?? .nonisolated,
            isAsync: try container.decodeIfPresent(Bool.self, forKey: .isAsync) ?? false,
            contribution: try container.decodeIfPresent(Contribution.self, forKey: .contribution))
        closeActions = try container.decodeIfPresent([CloseAction].self, forKey: .closeActions) ?? []
        module = try container.decodeIfPresent(String.self, forKey: .module)
    }

    public func encode(to encoder: any Encoder) throws {
        try key.encodeFlat(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.container, forKey: .container)
        try container.encode(source, forKey: .source)
        try container.encode(lifetime, forKey: .lifetime)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(isolation, forKey: .isolation)
        try container.encode(isAsync, forKey: .isAsync)
        try container.encodeIfPresent(contribution, forKey: .contribution)
        if !closeActions.isEmpty { try container.encode(closeActions, forKey: .closeActions) }
        try container.encodeIfPresent(module, forKey: .module)
    }
}

extension CloseAction: Codable {
    private enum CodingKeys: String, CodingKey {
        case location
        case isAsync = "async"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            at: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
            isAsync: try container.decodeIfPresent(Bool.self, forKey: .isAsync) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encode(isAsync, forKey: .isAsync)
    }
}

extension Binding.Contribution: Codable {
    private enum CodingKeys: String, CodingKey { case kind, key }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "element": self = .element
        case "entry":
            let key = try container.decode(Tag.self, forKey: .key)
            self = .entry(DictionaryKey(key))
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown contribution '\(kind)'; expected element or entry")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .element:
            try container.encode("element", forKey: .kind)
        case .entry(let key):
            try container.encode("entry", forKey: .kind)
            // Written as a tag is: `{ "string": … }` or `{ "int": … }`, the same conversion in both directions.
            switch key {
            case .string(let text): try container.encode(Tag.string(text), forKey: .key)
            case .int(let number): try container.encode(Tag.int(number), forKey: .key)
            }
        }
    }
}

extension ContainerSpec.CollectionDeclaration: Codable {
    private enum CodingKeys: String, CodingKey { case location }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try ServiceKey(from: decoder), location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: any Encoder) throws {
        try key.encodeFlat(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension ContainerSpec.External: Codable {
    private enum CodingKeys: String, CodingKey { case ownership, location }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try ServiceKey(from: decoder),
            ownership: try container.decode(Ownership.self, forKey: .ownership),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: any Encoder) throws {
        try key.encodeFlat(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ownership, forKey: .ownership)
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension ContainerSpec: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, scope, parents, collaborators, externals, threadSafe, location, declaredCollections, isScope
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            scope: try container.decodeIfPresent(String.self, forKey: .scope),
            parents: try container.decode([String].self, forKey: .parents),
            externals: try container.decode([External].self, forKey: .externals),
            isThreadSafe: try container.decode(Bool.self, forKey: .threadSafe),
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
        collaborators = try container.decodeIfPresent([String].self, forKey: .collaborators) ?? []
        declaredCollections = try container.decodeIfPresent([CollectionDeclaration].self, forKey: .declaredCollections) ?? []
        isScope = try container.decodeIfPresent(Bool.self, forKey: .isScope) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(scope, forKey: .scope)
        try container.encode(parents, forKey: .parents)
        if !collaborators.isEmpty { try container.encode(collaborators, forKey: .collaborators) }
        try container.encode(externals, forKey: .externals)
        try container.encode(isThreadSafe, forKey: .threadSafe)
        try container.encodeIfPresent(location, forKey: .location)
        if !declaredCollections.isEmpty { try container.encode(declaredCollections, forKey: .declaredCollections) }
        if isScope { try container.encode(isScope, forKey: .isScope) }
    }
}

/// A key alone, written flat (`{ "type": …, "tag": … }`), for a list of keys.
private struct FlatKey: Codable {
    let key: ServiceKey

    init(_ key: ServiceKey) { self.key = key }
    init(from decoder: any Decoder) throws { key = try ServiceKey(from: decoder) }
    func encode(to encoder: any Encoder) throws { try key.encodeFlat(to: encoder) }
}

/// A module: `{ "name", "container", "expectations": [ { "type", "tag"?, "location"? } ], "dependencies",
/// "replaces", "replacedKeys"?, "isReplaced"?, "location"? }`.
extension ModuleSpec: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, container, expectations, dependencies, replaces, replacedKeys, isReplaced, location
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            container: try container.decode(String.self, forKey: .container),
            expectations: try container.decode([Expectation].self, forKey: .expectations),
            dependencies: try container.decode([String].self, forKey: .dependencies),
            replaces: try container.decode([String].self, forKey: .replaces),
            replacedKeys: (try container.decodeIfPresent([FlatKey].self, forKey: .replacedKeys) ?? []).map(\.key),
            isReplaced: try container.decodeIfPresent(Bool.self, forKey: .isReplaced) ?? false,
            location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(self.container, forKey: .container)
        try container.encode(expectations, forKey: .expectations)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encode(replaces, forKey: .replaces)
        if !replacedKeys.isEmpty { try container.encode(replacedKeys.map(FlatKey.init), forKey: .replacedKeys) }
        if isReplaced { try container.encode(isReplaced, forKey: .isReplaced) }
        try container.encodeIfPresent(location, forKey: .location)
    }
}

extension ModuleSpec.Expectation: Codable {
    private enum CodingKeys: String, CodingKey { case location }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try ServiceKey(from: decoder), location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    public func encode(to encoder: any Encoder) throws {
        try key.encodeFlat(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(location, forKey: .location)
    }
}
