/// The words a graph picture uses for lifetimes: a front-end's own, so a Dip user reads `shared` where DIGraph
/// says `graph`.
///
/// When a picture uses a word that is not DIGraph's, it also draws a legend giving the DIGraph word.
///
/// ```swift
/// let words = LifetimeVocabulary(name: "ComponentScope", words: [.transient: "unique", .graph: "shared"])
/// print(graph.exportDOT(lifetimeWords: words))   // "Feed\nshared", and a legend "shared = graph"
/// ```
public struct LifetimeVocabulary: Sendable, Hashable {
    /// What the front-end calls a lifetime (`ComponentScope`); the legend's title.
    public var name: String
    /// The front-end's word for each lifetime; a lifetime left out keeps DIGraph's word.
    public var words: [Lifetime: String]

    /// - Parameters:
    ///   - name: what the front-end calls a lifetime, shown in the legend's title.
    ///   - words: the front-end's word for each lifetime it names differently.
    public init(name: String, words: [Lifetime: String]) {
        self.name = name
        self.words = words
    }

    /// DIGraph's own words (`transient`, `graph`, `singleton`, `eagerSingleton`, `weakSingleton`): no legend.
    public static let digraph = LifetimeVocabulary(name: "Lifetime", words: [:])

    /// The word for `lifetime`.
    public func word(for lifetime: Lifetime) -> String { words[lifetime] ?? lifetime.rawValue }
}
