// @saber.container(NetworkContainer)
// @saber.scope(Network)
public protocol NetworkContaining {}
