import DIGraph

/// What the scanned module says for certain about its types' supertypes, so `@saber.bindTo(P)` and `@di.into([P])`
/// on a type that is not a `P` are refused before the generated `as P` fails to compile.
///
/// A type reaches the protocols and classes named in its inheritance clause and its extensions' (merged by
/// `ParsedModule`, conditional ones included), its superclasses and its protocols' refinements, through module
/// typealiases and `&` compositions. ``answer(whether:isA:)`` says ``Answer/lacks`` only when nothing the scan
/// cannot see could still make the type a `P`; anything in doubt is ``Answer/unknown``, so a valid program is never
/// refused:
/// - `P` must be a protocol or class declared in the module, spelt as its dotted name (not a typealias);
/// - every supertype name must be a module type (matched by its last name, every match counted) or a well-known
///   standard protocol; any other name may be a class from another module that an extension makes a `P`, or a type
///   a macro declares;
/// - an attribute the index does not know may be a macro that adds conformances;
/// - an extension the module could not merge (`extension Module.Sugar: P`, an extension of a typealias) may be one
///   of the type's;
/// - a dotted, generic-argument or otherwise unusual name it cannot read exactly stops the search.
struct SupertypeIndex {
    enum Answer: Equatable {
        case isA, lacks, unknown
    }

    private var typesByName: [String: [TypeDeclaration]] = [:]
    private var namesByLastName: [String: Set<String>] = [:]
    /// A typealias's aliased texts, by the alias's own name (member typealiases too).
    private var aliasTargets: [String: [String]] = [:]
    /// Last names of the types an unmerged extension may give conformances to.
    private var openNames: Set<String> = []

    init(module: ParsedModule) {
        for type in module.types {
            typesByName[type.qualifiedName, default: []].append(type)
            namesByLastName[Self.lastName(type.qualifiedName), default: []].insert(type.qualifiedName)
        }
        let memberAliases = module.types.flatMap(\.members.typealiases) + module.extensions.flatMap(\.members.typealiases)
        for alias in module.typealiases + memberAliases {
            aliasTargets[alias.name, default: []].append(alias.targetText)
        }
        for declaration in module.extensions where !declaration.inheritedTypes.isEmpty {
            openNames.formUnion(lastNames(through: declaration.extendedType))
        }
    }

    /// Whether the module's type `name` is a `target`: conforms to it (a protocol) or inherits from it (a class).
    ///
    /// - Parameters:
    ///   - name: the contributed type's qualified name.
    ///   - target: the annotation's type; `P?` and `any P` stand for `P`.
    func answer(whether name: String, isA target: TypeName) -> Answer {
        guard let targetName = resolvedTarget(target),
              let own = typesByName[name], !own.contains(where: { $0.kind == .protocol }) else { return .unknown }
        var reached: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard reached.insert(next).inserted else { continue }
            if next == targetName { return .isA }
            guard !openNames.contains(Self.lastName(next)), let declarations = typesByName[next] else { return .unknown }
            for declaration in declarations {
                guard let supertypes = supertypes(of: declaration) else { return .unknown }
                pending += supertypes
            }
        }
        return .lacks
    }

    /// The module type `target` names; `nil` unless it is certainly one protocol or one class of the module.
    private func resolvedTarget(_ target: TypeName) -> String? {
        var text = target.unwrapped.text
        if text.hasPrefix("any ") { text.removeFirst("any ".count) }
        guard Self.isDottedName(text), aliasTargets[Self.lastName(text)] == nil,
              let declarations = typesByName[text], let kind = declarations.first?.kind,
              kind == .protocol || kind == .class, declarations.allSatisfy({ $0.kind == kind }) else { return nil }
        return text
    }

    /// The module types `declaration` names as supertypes; `nil` when one of its names, attributes or clauses
    /// could hide a supertype.
    private func supertypes(of declaration: TypeDeclaration) -> [String]? {
        if declaration.kind == .protocol {
            // `protocol Sub where Self: P` refines `P` too.
            guard declaration.whereClause == nil else { return nil }
        } else if !declaration.attributes.allSatisfy(Self.isKnownAttribute) {
            return nil
        }
        var found: [String] = []
        for (index, entry) in declaration.inheritedTypes.enumerated() {
            var seen: Set<String> = []
            guard let names = resolved(entry, seen: &seen) else { return nil }
            found += names.modules
            let rawTypeAllowed = declaration.kind == .enum && index == 0
            for external in names.externals {
                guard Self.wellKnownProtocols.contains(external) || rawTypeAllowed && Self.rawTypes.contains(external) else {
                    return nil
                }
            }
        }
        return found
    }

    /// An inheritance entry's module types and outside names; `nil` when it cannot be read exactly.
    private func resolved(_ entry: String, seen: inout Set<String>) -> (modules: [String], externals: [String])? {
        var modules: [String] = []
        var externals: [String] = []
        for part in entry.split(separator: "&") {
            guard let name = Self.bareName(part) else { return nil }
            if name.isEmpty { continue }
            if name.contains(".") {
                // A dotted name is taken only when it is exactly a module type's.
                guard typesByName[name] != nil, !openNames.contains(Self.lastName(name)) else { return nil }
                modules.append(name)
                continue
            }
            guard !openNames.contains(name) else { return nil }
            let matches = namesByLastName[name] ?? []
            modules += matches
            if let targets = aliasTargets[name] {
                guard seen.insert(name).inserted else { continue }
                for target in targets {
                    guard let aliased = resolved(target, seen: &seen) else { return nil }
                    modules += aliased.modules
                    externals += aliased.externals
                }
            } else if matches.isEmpty {
                externals.append(name)
            }
        }
        return (modules, externals)
    }

    /// Last names of the types an extension of `extendedType` may extend, through module typealiases.
    private func lastNames(through extendedType: String) -> Set<String> {
        var names: Set<String> = []
        var pending = [extendedType]
        while let next = pending.popLast() {
            guard let bare = Self.bareName(Substring(next)) else { continue }
            let name = Self.lastName(bare)
            guard names.insert(name).inserted else { continue }
            for target in aliasTargets[name] ?? [] {
                pending += target.split(separator: "&").map(String.init)
            }
        }
        return names
    }

    /// `Name`, `Outer.Name` from an entry part: attributes (`@unchecked`), `any` and generic arguments dropped; ""
    /// for a suppressed conformance (`~Copyable`); `nil` for anything else.
    private static func bareName(_ part: Substring) -> String? {
        // Generic arguments go first, so `Base<String, Int>` is one word.
        var depth = 0
        let withoutArguments = part.filter { character in
            if character == "<" { depth += 1 }
            defer { if character == ">" { depth -= 1 } }
            return depth == 0 && character != ">" && character != "`"
        }
        var words = withoutArguments.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || first == "any" { words.removeFirst() }
        guard depth == 0, words.count == 1, let text = words.first else { return nil }
        if text.hasPrefix("~") { return "" }
        return isDottedName(text) ? text : nil
    }

    private static func isDottedName(_ text: String) -> Bool {
        !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { component in
            guard let first = component.first, !first.isNumber else { return false }
            return component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    private static func lastName(_ dotted: String) -> String {
        String(dotted.split(separator: ".").last ?? Substring(dotted))
    }

    /// Attributes that add no conformance; any other may be a macro (`@Observable`, `@Model`) or a global actor
    /// the index cannot tell from one.
    private static func isKnownAttribute(_ attribute: String) -> Bool {
        let name = attribute.dropFirst().prefix { $0 != "(" }
        return knownAttributes.contains(String(name))
    }

    private static let knownAttributes: Set<String> = [
        "MainActor", "objc", "objcMembers", "nonobjc", "frozen", "available", "usableFromInline", "inlinable",
        "dynamicMemberLookup", "dynamicCallable", "propertyWrapper", "resultBuilder", "preconcurrency", "globalActor",
        "unchecked", "main", "UIApplicationMain", "NSApplicationMain", "IBDesignable", "requires_stored_property_inits",
    ]

    /// Protocols of the standard library and Foundation that a supertype name may be: a protocol from another module
    /// never leads to one of this module's.
    private static let wellKnownProtocols: Set<String> = [
        "AnyObject", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Error",
        "LocalizedError", "Actor", "Copyable", "Escapable", "BitwiseCopyable", "RawRepresentable", "ObservableObject",
    ]

    /// An enum's raw type, first in its inheritance clause.
    private static let rawTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float",
    ]
}
