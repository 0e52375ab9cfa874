import DIGraph

/// What a wrapper asks for and from where: the resolver in scope when it was initialized, the key, and its
/// declaration, for messages.
struct InjectionRequest: Sendable {
    enum Wrapper: String, Sendable {
        case inject = "@Inject"
        case lazyInject = "@LazyInject"
        case optionalInject = "@OptionalInject"
    }

    let resolver: Resolver
    let tag: Tag?
    let site: SourceSite
    let wrapper: Wrapper
}
