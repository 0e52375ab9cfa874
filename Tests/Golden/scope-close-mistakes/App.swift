// @saber.container(SessionContainer)
// @saber.scope(Session)
protocol SessionContaining {}

// A close method on a service the container does not keep never runs.
// @saber.scope(Session)
// @di.onClose(disconnect)
class MessageSocket {
    func disconnect() {}
}

// A misspelled close method.
// @saber.scope(Session)
// @saber.cached
// @di.onClose(flsh)
class Payments {
    func flush() {}
}

// A close method that throws.
// @saber.scope(Session)
// @saber.cached
// @di.onClose(save)
class Cart {
    func save() throws {}
}
