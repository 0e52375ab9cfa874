import DIGraph

extension ModuleModeler {
    /// `@saber.bindTo(P)` and `@di.into([P])` / `@di.into([K: P], key: k)` on a type that is certainly not a `P`: the
    /// generated container would convert the service with `as P` (or store it as an element of `P`) and not compile,
    /// and digen never writes code that does not compile. `SupertypeIndex` answers `lacks` only when it is sure;
    /// every doubt stays silent.
    mutating func checkConformances(of type: TypeDeclaration) {
        for annotation in type.annotations {
            switch annotation.kind {
            case .bindTo(let target):
                guard lacks(type, target) else { continue }
                let written = "'@\(annotation.prefix).bindTo(\(target))'"
                report(Diagnostic(
                    .error, .malformedAnnotation,
                    "'\(type.qualifiedName)' is bound to '\(target)' but "
                        + "\(relation(to: target)); \(fix(for: target)), or remove \(written)",
                    at: annotation.location))
            case .into(let collection, let key):
                guard let shape = CollectionShape(collection), let element = elementType(of: shape),
                      lacks(type, element) else { continue }
                let written = "'@\(annotation.prefix).into(\(collection)\(key.map { ", key: \($0)" } ?? ""))'"
                report(Diagnostic(
                    .error, .malformedAnnotation,
                    "'\(type.qualifiedName)' is contributed to '\(collection)' but is not a '\(element.unwrapped)'; "
                        + "\(fix(for: element)), or remove \(written)",
                    at: annotation.location))
            default:
                continue
            }
        }
    }

    private mutating func lacks(_ type: TypeDeclaration, _ target: TypeName) -> Bool {
        if supertypeIndex == nil { supertypeIndex = SupertypeIndex(module: module) }
        return supertypeIndex?.answer(whether: type.qualifiedName, isA: target) == .lacks
    }

    private func elementType(of shape: CollectionShape) -> TypeName? {
        switch shape {
        case .array(let element), .dictionary(_, let element): return try? TypeName(parsing: element)
        }
    }

    /// Whether the index resolved `target` to a class of the module (it only answers `lacks` for a module protocol or
    /// class, so anything else here is a protocol).
    private func isClass(_ target: TypeName) -> Bool {
        module.type(named: target.unwrapped.text)?.kind == .class
    }

    private func relation(to target: TypeName) -> String {
        let named = target.optionality == .none ? "it" : "'\(target.unwrapped)'"
        return isClass(target) ? "is not a subclass of \(named)" : "does not conform to \(named)"
    }

    private func fix(for target: TypeName) -> String {
        let bare = target.unwrapped
        return isClass(target)
            ? "make '\(bare)' its superclass" : "add ': \(bare)' to its declaration or an extension"
    }
}
