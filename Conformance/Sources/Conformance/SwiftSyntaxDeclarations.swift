import SwiftParser
import SwiftSyntax

/// The declarations swift-syntax finds: types, extensions and typealiases at file level and in type bodies, and
/// the initializers, properties and methods of types and extensions. Function bodies are not entered; every `#if`
/// clause is.
struct SwiftSyntaxDeclarations {
    private let converter: SourceLocationConverter
    private(set) var declarations: [Declaration] = []

    init(source: String) {
        let tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        for item in tree.statements { walk(item.item, prefix: nil) }
    }

    private func line(_ token: TokenSyntax) -> Int {
        token.startLocation(converter: converter).line
    }

    private mutating func walk(_ item: CodeBlockItemSyntax.Item, prefix: String?) {
        if case .decl(let declaration) = item { walk(declaration, prefix: prefix) }
    }

    private mutating func walkMembers(_ members: MemberBlockItemListSyntax, prefix: String) {
        for member in members { walk(member.decl, prefix: prefix) }
    }

    private mutating func type(_ kind: String, _ name: TokenSyntax, _ body: MemberBlockSyntax, prefix: String?) {
        let qualified = qualify(prefix, name.text)
        declarations.append(Declaration(kind, qualified, line(name)))
        walkMembers(body.members, prefix: Declaration.normalized(qualified))
    }

    /// `(label:Type,_:Type)`: argument labels (`_` when none) and types without `inout`-like specifiers or `...`.
    static func signature(_ clause: FunctionParameterClauseSyntax) -> String {
        let parameters = clause.parameters.map { parameter in
            var type = parameter.type.trimmedDescription
            for specifier in ["inout ", "borrowing ", "consuming ", "sending ", "__owned ", "__shared "]
            where type.hasPrefix(specifier) {
                type.removeFirst(specifier.count)
            }
            return "\(parameter.firstName.text):\(type)"
        }
        return "(" + parameters.joined(separator: ",") + ")"
    }

    private func qualify(_ prefix: String?, _ name: String) -> String {
        prefix.map { "\($0).\(name)" } ?? name
    }

    private mutating func walk(_ declaration: DeclSyntax, prefix: String?) {
        if let node = declaration.as(ClassDeclSyntax.self) {
            type("class", node.name, node.memberBlock, prefix: prefix)
        } else if let node = declaration.as(StructDeclSyntax.self) {
            type("struct", node.name, node.memberBlock, prefix: prefix)
        } else if let node = declaration.as(EnumDeclSyntax.self) {
            type("enum", node.name, node.memberBlock, prefix: prefix)
        } else if let node = declaration.as(ActorDeclSyntax.self) {
            type("actor", node.name, node.memberBlock, prefix: prefix)
        } else if let node = declaration.as(ProtocolDeclSyntax.self) {
            type("protocol", node.name, node.memberBlock, prefix: prefix)
        } else if let node = declaration.as(ExtensionDeclSyntax.self) {
            let name = Declaration.normalized(node.extendedType.trimmedDescription)
            declarations.append(Declaration("extension", name, line(node.extensionKeyword)))
            walkMembers(node.memberBlock.members, prefix: name)
        } else if let node = declaration.as(TypeAliasDeclSyntax.self) {
            declarations.append(Declaration("typealias", qualify(prefix, node.name.text), line(node.name)))
        } else if let node = declaration.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                switch clause.elements {
                case .statements(let items)?:
                    for item in items { walk(item.item, prefix: prefix) }
                case .decls(let members)?:
                    for member in members { walk(member.decl, prefix: prefix) }
                default:
                    break
                }
            }
        } else if let owner = prefix {
            if let node = declaration.as(InitializerDeclSyntax.self) {
                let signature = Self.signature(node.signature.parameterClause)
                declarations.append(Declaration("init", "\(owner).init\(signature)", line(node.initKeyword)))
            } else if let node = declaration.as(FunctionDeclSyntax.self) {
                let signature = Self.signature(node.signature.parameterClause)
                declarations.append(Declaration("method", "\(owner).\(node.name.text)\(signature)", line(node.name)))
            } else if let node = declaration.as(VariableDeclSyntax.self) {
                for binding in node.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                          pattern.identifier.text != "_"
                    else { continue }
                    let type = binding.typeAnnotation.map { ":" + $0.type.trimmedDescription } ?? ""
                    declarations.append(
                        Declaration("property", "\(owner).\(pattern.identifier.text)\(type)", line(pattern.identifier))
                    )
                }
            }
        }
    }
}
