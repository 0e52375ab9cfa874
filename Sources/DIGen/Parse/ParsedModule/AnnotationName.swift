/// The names an annotation may have, and the declarations each may be attached to.
package enum AnnotationName: String, Hashable, Sendable, CaseIterable {
    case container, scope, threadSafe, dependsOn, externals, imports, isolation
    case inject, cached, bindTo, provider, didInject, injectOnly
    /// This library's, not Saber's: collections of contributions (see the guide's "Collections").
    case into, allowEmpty
    /// This library's: the method of a cached service its container's `close()` calls (see the guide's "Scopes").
    case onClose

    /// The declarations that can carry this annotation, as Saber reads them.
    package var allowedTargets: Set<DeclarationKind> {
        switch self {
        case .container, .threadSafe, .dependsOn, .externals, .imports, .isolation, .allowEmpty: return [.protocol]
        case .scope: return [.protocol, .class, .struct, .enum, .actor]
        case .cached, .bindTo, .injectOnly, .into, .onClose: return [.class, .struct, .enum, .actor]
        case .inject: return [.initializer, .property, .method]
        case .provider, .didInject: return [.method]
        }
    }

    /// Whether it is written with parenthesized arguments (`scope(App)`) or bare (`cached`).
    package var takesArguments: Bool {
        switch self {
        case .container, .scope, .dependsOn, .externals, .imports, .bindTo, .isolation, .into, .allowEmpty, .onClose:
            return true
        case .threadSafe, .inject, .cached, .provider, .didInject, .injectOnly: return false
        }
    }
}

/// The kinds of declaration an annotation comment can precede, for placement checks and messages.
package enum DeclarationKind: String, Hashable, Sendable, CaseIterable {
    case `protocol`, `class`, `struct`, `enum`, actor, `extension`, initializer, property, method, `typealias`
    /// Anything else: a file-level function or variable, an enum case, a subscript, an import…
    case other

    /// How a message names it: "a protocol", "an initializer".
    package var phrase: String {
        switch self {
        case .protocol: return "a protocol"
        case .class: return "a class"
        case .struct: return "a struct"
        case .enum: return "an enum"
        case .actor: return "an actor"
        case .extension: return "an extension"
        case .initializer: return "an initializer"
        case .property: return "a property"
        case .method: return "a method"
        case .typealias: return "a typealias"
        case .other: return "this declaration"
        }
    }
}
