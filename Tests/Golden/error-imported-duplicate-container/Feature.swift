// Two imported targets declare 'SharedContainer', and this target depends on it by name.
// @saber.container(FeatureContainer)
// @saber.scope(Feature)
// @saber.dependsOn(SharedContainer)
protocol FeatureContaining {}

// This target declares a container named as one of Core's.
// @saber.container(AppContainer)
// @saber.scope(App)
protocol AppContaining {}
