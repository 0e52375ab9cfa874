import DIGraph

/// The DIGraph name of a runtime type, made only when a graph or a diagnostic needs it (parsing costs far more
/// than a resolve).
///
/// Names are those `String(describing:)` prints, without the module (`Foo`, `Foo?`, `(Int) -> Foo`), as a
/// user writes them and as digen records them. Two distinct types may print the same; where they meet in one
/// graph or one message, ``TypeNaming`` qualifies them.
enum TypeDescription {
    static func typeName(of type: Any.Type) -> TypeName {
        // `_typeName` prints what `String(describing:)` prints for a type, without going through reflection.
        switch TypeName.parse(_typeName(type, qualified: false)) {
        case .success(let name): name
        case .failure: TypeName.unknown
        }
    }

    /// The key as diagnostics and the graph name it.
    static func serviceKey(of type: Any.Type, tag: Tag?) -> ServiceKey {
        ServiceKey(typeName(of: type), tag: tag)
    }
}

extension TypeName {
    /// Stands for a printed type the parser rejects, which `String(describing:)` of a type never gives.
    static let unknown: TypeName = {
        guard case .success(let name) = TypeName.parse("Unknown") else { preconditionFailure("'Unknown' parses") }
        return name
    }()
}
