import DIGraph

/// Answers of the DIGraph visibility rule for keys a container does not register itself, valid for one
/// registration epoch (any registration anywhere starts a new one).
@usableFromInline
struct VisibilityCache {
    @usableFromInline
    enum Answer {
        case found(Entry)
        case missing
        case failed(ResolutionError)
    }

    var epoch = -1
    var snapshot: GraphSnapshot?
    var index: GraphIndex?
    var answers: [RuntimeKey: Answer] = [:]
}
