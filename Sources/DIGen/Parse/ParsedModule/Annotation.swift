package import DIGraph

/// A Saber annotation read from a `// @saber.name(arguments)` (or `// @di.name(…)`) comment line.
package struct Annotation: Hashable, Sendable {
    /// What the annotation says, with its arguments parsed.
    package enum Kind: Hashable, Sendable {
        /// `container(Name)`: the generated container class (protocols).
        case container(String)
        /// `scope(Name)`: a container's scope (protocols) or the container a service belongs to (types).
        case scope(String)
        /// `threadSafe` (protocols).
        case threadSafe
        /// `dependsOn(A, B)`: parent containers, in order (protocols).
        case dependsOn([String])
        /// `externals(A, weak B?, unowned C!)` (protocols).
        case externals([External])
        /// `imports(UIKit, Alamofire)`: modules the generated file imports (protocols).
        case imports([String])
        /// `inject`: the initializer, property or method to inject.
        case inject
        /// `cached`: one instance per container (types).
        case cached
        /// `bindTo(Protocol)`: the service is also provided as that type (types).
        case bindTo(TypeName)
        /// `provider`: the method that provides a type's service (methods).
        case provider
        /// `didInject`: the method called after injection (methods).
        case didInject
        /// `injectOnly`: a type that is injected into but never created by the container (types).
        case injectOnly
        /// `isolation(MainActor)`: the whole container is isolated to a global actor, or `nonisolated` (protocols).
        case isolation(String)
        /// `into([Plugin])`, `into([String: Handler], key: "deeplink")`: the service is also one contribution to a
        /// collection, an element of the array or the entry under `key` of the dictionary (types).
        case into(TypeName, key: DictionaryKey?)
        /// `allowEmpty([Plugin], [String: Handler])`: collections that may be empty in the container and its
        /// descendants (protocols).
        case allowEmpty([TypeName])
        /// `onClose(flush)`: the method of a cached service the container's `close()` calls on its instance (types).
        case onClose(String)

        /// The annotation's name as written after the prefix.
        package var name: AnnotationName {
            switch self {
            case .container: return .container
            case .scope: return .scope
            case .threadSafe: return .threadSafe
            case .dependsOn: return .dependsOn
            case .externals: return .externals
            case .imports: return .imports
            case .inject: return .inject
            case .cached: return .cached
            case .bindTo: return .bindTo
            case .provider: return .provider
            case .didInject: return .didInject
            case .injectOnly: return .injectOnly
            case .isolation: return .isolation
            case .into: return .into
            case .allowEmpty: return .allowEmpty
            case .onClose: return .onClose
            }
        }
    }

    /// One entry of `externals(…)`: a type and how the container holds it.
    package struct External: Hashable, Sendable {
        package var type: TypeName
        package var ownership: ContainerSpec.External.Ownership
        /// Where the entry starts in the comment.
        package var location: SourceLocation

        package init(type: TypeName, ownership: ContainerSpec.External.Ownership = .strong, location: SourceLocation) {
            self.type = type
            self.ownership = ownership
            self.location = location
        }
    }

    package var kind: Kind
    /// `saber` or `di`.
    package var prefix: String
    /// Where the `@` is.
    package var location: SourceLocation

    package init(_ kind: Kind, prefix: String = "saber", at location: SourceLocation) {
        self.kind = kind
        self.prefix = prefix
        self.location = location
    }
}
