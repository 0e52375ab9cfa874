package import DIGraph

extension LifetimeVocabulary {
    /// Saber's words: a service kept by its container is `cached` (`@saber.cached`); the rest are DIGraph's.
    package static let saber = LifetimeVocabulary(name: "Saber", words: [.singleton: "cached"])
}
