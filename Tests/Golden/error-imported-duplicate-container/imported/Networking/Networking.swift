// @saber.container(SharedContainer)
// @saber.scope(NetworkShared)
public protocol NetworkSharedContaining {}
