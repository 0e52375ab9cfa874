// @saber.container(SharedContainer)
// @saber.scope(CoreShared)
public protocol CoreSharedContaining {}

// @saber.container(AppContainer)
// @saber.scope(CoreApp)
public protocol CoreAppContaining {}
