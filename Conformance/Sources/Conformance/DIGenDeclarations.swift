// DIGen's parser is internal to SwiftDI's package, not API: run.sh builds with `-enable-testing` to reach it.
@testable import DIGen

/// The same declarations, as DIGen's parser reports them.
enum DIGenDeclarations {
    /// `(label:Type,_:Type)`, as ``SwiftSyntaxDeclarations/signature(_:)`` writes it.
    static func signature(_ parameters: [Parameter]) -> String {
        "(" + parameters.map { "\($0.label ?? "_"):\($0.typeText)" }.joined(separator: ",") + ")"
    }

    static func declarations(in file: ParsedFile) -> [Declaration] {
        var result: [Declaration] = []
        func add(_ members: Members, owner: String) {
            let owner = Declaration.normalized(owner)
            for initializer in members.initializers {
                result.append(Declaration("init", "\(owner).init\(signature(initializer.parameters))", initializer.location.line))
            }
            for method in members.methods {
                result.append(
                    Declaration("method", "\(owner).\(method.name)\(signature(method.parameters))", method.location.line)
                )
            }
            for property in members.properties {
                let type = property.typeText.map { ":" + $0 } ?? ""
                result.append(Declaration("property", "\(owner).\(property.name)\(type)", property.location.line))
            }
            for alias in members.typealiases {
                result.append(Declaration("typealias", alias.qualifiedName, alias.location.line))
            }
        }
        for type in file.types {
            result.append(Declaration(type.kind.rawValue, type.qualifiedName, type.location.line))
            add(type.members, owner: type.qualifiedName)
        }
        for declaration in file.extensions {
            result.append(Declaration("extension", declaration.extendedType, declaration.location.line))
            add(declaration.members, owner: declaration.extendedType)
        }
        for alias in file.typealiases {
            result.append(Declaration("typealias", alias.qualifiedName, alias.location.line))
        }
        return result
    }
}
