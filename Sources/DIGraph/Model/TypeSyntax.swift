/// The parsed shape of a type, used only to print its canonical text.
indirect enum TypeSyntax: Equatable {
    /// One dotted path component: `Outer`, `Array<Int>`.
    struct Component: Equatable {
        var name: String
        var arguments: [TypeSyntax]
    }

    /// A tuple element or function parameter; labels are kept for tuples only.
    struct Element: Equatable {
        var label: String?
        var type: TypeSyntax
    }

    case named([Component])
    case optional(TypeSyntax)
    case implicitlyUnwrapped(TypeSyntax)
    case array(TypeSyntax)
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    case tuple([Element])
    /// `effects` is the canonical `async`/`throws` text between the parameters and the arrow, or empty.
    case function(parameters: [TypeSyntax], effects: String, result: TypeSyntax)
    /// `T.Type` or `T.Protocol`.
    case metatype(TypeSyntax, String)
    case composition([TypeSyntax])
    /// `any`, `some`, `inout`, an ownership modifier or a kept attribute such as `@Sendable`.
    case prefixed(String, TypeSyntax)
    case variadic(TypeSyntax)

    var canonicalText: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        switch self {
        case .named(let components):
            for (index, component) in components.enumerated() {
                if index > 0 { output += "." }
                output += component.name
                guard !component.arguments.isEmpty else { continue }
                output += "<"
                writeList(component.arguments, to: &output)
                output += ">"
            }
        case .optional(let wrapped):
            wrapped.writeAsPostfixBase(to: &output)
            output += "?"
        case .implicitlyUnwrapped(let wrapped):
            wrapped.writeAsPostfixBase(to: &output)
            output += "!"
        case .array(let element):
            output += "["
            element.write(to: &output)
            output += "]"
        case .dictionary(let key, let value):
            output += "["
            key.write(to: &output)
            output += ": "
            value.write(to: &output)
            output += "]"
        case .tuple(let elements):
            output += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                if let label = element.label { output += label + ": " }
                element.type.write(to: &output)
            }
            output += ")"
        case .function(let parameters, let effects, let result):
            output += "("
            writeList(parameters, to: &output)
            output += ")"
            if !effects.isEmpty { output += " " + effects }
            output += " -> "
            result.write(to: &output)
        case .metatype(.prefixed("any", let base), "Type"):
            // `(any P).Type` is the protocol's own metatype, which Swift also spells `P.Protocol`.
            base.writeAsPostfixBase(to: &output)
            output += ".Protocol"
        case .metatype(let base, let kind):
            base.writeAsPostfixBase(to: &output)
            output += "." + kind
        case .composition(let members):
            for (index, member) in members.enumerated() {
                if index > 0 { output += " & " }
                member.writeAsPostfixBase(to: &output)
            }
        case .prefixed("any", let base):
            // `any P` and `P` are one existential type (`any` only makes it explicit), and the runtime prints
            // it without `any`: both spellings make one key.
            base.write(to: &output)
        case .prefixed(let prefix, let base):
            output += prefix + " "
            base.write(to: &output)
        case .variadic(let base):
            base.writeAsPostfixBase(to: &output)
            output += "..."
        }
    }

    /// Writes the type, parenthesized when a postfix (`?`, `.Type`, `...`) would otherwise bind to part of it.
    private func writeAsPostfixBase(to output: inout String) {
        switch self {
        case .prefixed("any", let base):
            base.writeAsPostfixBase(to: &output)
        case .function, .composition, .prefixed:
            output += "("
            write(to: &output)
            output += ")"
        default:
            write(to: &output)
        }
    }

    private func writeList(_ types: [TypeSyntax], to output: inout String) {
        for (index, type) in types.enumerated() {
            if index > 0 { output += ", " }
            type.write(to: &output)
        }
    }
}
