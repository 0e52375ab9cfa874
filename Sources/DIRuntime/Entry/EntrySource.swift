import DIGraph

/// How an entry makes its instance: one byte in the entry, spelled as a DIGraph `Binding.Source` only when a
/// graph is built (a forwarded key becomes an alias binding then).
@usableFromInline
enum EntrySource: UInt8, Sendable {
    case factory
    case initializer
    case instance

    /// The DIGraph source of an entry whose key type is `keyType`.
    func bindingSource(keyType: Any.Type) -> Binding.Source {
        switch self {
        case .factory: .factory
        case .initializer: .initializer(_typeName(keyType, qualified: false))
        case .instance: .instance
        }
    }
}
