import Testing

@Suite("Collections: five contributions across a parent and a child container — compiled and run")
struct CollectionTests {
    private let host = PluginHostContainer()

    @Test("the child's array holds the parent's contributions first, then its own, each in declaration order")
    func order() {
        let feature = PluginFeatureContainer(pluginHostContainer: host)
        #expect(feature.array_GeneratedPlugin.map(\.name) == ["analytics", "crash", "logging", "featureFlags", "theme"])
        #expect(feature.pluginRegistry.plugins.map(\.name) == ["analytics", "crash", "logging", "featureFlags", "theme"])
    }

    @Test("the parent never sees its child's contributions")
    func parentSeesItsOwn() {
        #expect(host.array_GeneratedPlugin.map(\.name) == ["analytics", "crash", "logging"])
        #expect(host.pluginHostList.plugins.map(\.name) == ["analytics", "crash", "logging"])
    }

    @Test("a cached element is one instance on every read and in every container; a transient one is made each time")
    func lifetimes() {
        let feature = PluginFeatureContainer(pluginHostContainer: host)
        let first = feature.array_GeneratedPlugin
        let second = feature.array_GeneratedPlugin
        let kept = zip(first, second).map { $0 === $1 }
        #expect(kept == [true, false, false, true, false], "cached: analytics and featureFlags; the rest transient")
        #expect(first[0] === host.analyticsPlugin, "the parent keeps its cached element for its children too")
        #expect(first[0] === host.array_GeneratedPlugin[0])
        #expect(first[3] === feature.featureFlagsPlugin)
    }

    @Test("the dictionary gathers entries from the parent and the child; a declared empty one is empty")
    func dictionaries() {
        let registry = PluginFeatureContainer(pluginHostContainer: host).pluginRegistry
        #expect(registry.routes.mapValues(\.route) == ["logs": "/logs", "settings": "/settings"])
        #expect(registry.legacyRoutes.isEmpty)
        #expect(host.dictionary_String_RouteHandler.mapValues(\.route) == ["logs": "/logs"])
    }
}
