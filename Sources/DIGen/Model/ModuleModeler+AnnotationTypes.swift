import DIGraph

extension ModuleModeler {
    /// A type an annotation names that the module does not declare, a few edits from one it does
    /// (`// @di.into([String: RoeutHandler])` beside `protocol RouteHandler`): a warning at the annotation, since the
    /// type may come from another module, so that a typo is not first met in the generated file.
    mutating func checkAnnotationTypes() {
        var declared: Set<String> = []
        for type in module.types {
            declared.insert(type.name)
            declared.insert(type.qualifiedName)
            declared.formUnion(type.members.typealiases.map(\.name))
        }
        declared.formUnion(module.typealiases.map(\.name))
        declared.formUnion(module.extensions.flatMap(\.members.typealiases).map(\.name))
        let candidates = Array(declared)
        for type in module.types {
            for annotation in type.annotations {
                for name in Self.namedTypes(in: annotation) where !declared.contains(name)
                    && !Self.outsideNames.contains(name) {
                    let nearMisses = NearMiss.closest(to: name, among: candidates)
                    guard !nearMisses.isEmpty else { continue }
                    report(Diagnostic(
                        .warning, .undeclaredType,
                        "'\(name)', named in '@\(annotation.prefix).\(annotation.kind.name.rawValue)', is not declared "
                            + "in the scanned sources (it may come from another module)",
                        at: annotation.location,
                        notes: nearMisses.map { near in
                            let declaration = module.types.first { $0.name == near || $0.qualifiedName == near }
                            return Diagnostic.Note("did you mean '\(near)'?", at: declaration?.location)
                        }))
                }
            }
        }
    }

    /// The plain names of types an annotation names: `bindTo`, `into`, `allowEmpty` and `externals` types, each
    /// taken apart (`[String: RoeutHandler]` names `String` and `RoeutHandler`). Dotted names are left out: their
    /// first part may be a module's name.
    private static func namedTypes(in annotation: Annotation) -> [String] {
        let texts: [String] = switch annotation.kind {
        case .bindTo(let type): [type.text]
        case .into(let type, _): [type.text]
        case .allowEmpty(let types): types.map(\.text)
        case .externals(let externals): externals.map(\.type.text)
        default: []
        }
        var names: [String] = []
        for text in texts {
            var current = ""
            var dotted = false
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                } else if character == "." {
                    dotted = true
                    current.append(character)
                } else {
                    if !current.isEmpty, !dotted, current.first?.isNumber == false { names.append(current) }
                    current = ""
                    dotted = false
                }
            }
        }
        return names
    }

    /// Names that are not the module's to declare: keywords of type syntax and the standard library's and
    /// Foundation's common types.
    private static let outsideNames: Set<String> = [
        "any", "some", "Self", "Type", "Protocol", "inout", "throws", "async", "Any", "AnyObject", "Void", "Never",
        "Optional", "Array", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32",
        "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool", "URL", "UUID", "Date",
        "Data", "Error", "Sendable", "Hashable", "Equatable",
    ]
}
