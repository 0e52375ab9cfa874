import DIGen

/// The same declarations, as DIGen's parser reports them.
enum DIGenDeclarations {
    static func declarations(in file: ParsedFile) -> [Declaration] {
        var result: [Declaration] = []
        func add(_ members: Members, owner: String) {
            let owner = Declaration.normalized(owner)
            for initializer in members.initializers {
                result.append(Declaration("init", "\(owner).init", initializer.location.line))
            }
            for method in members.methods {
                result.append(Declaration("method", "\(owner).\(method.name)", method.location.line))
            }
            for property in members.properties {
                result.append(Declaration("property", "\(owner).\(property.name)", property.location.line))
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
