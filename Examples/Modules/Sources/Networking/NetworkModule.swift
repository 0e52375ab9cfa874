import Core
import DIRuntime

// Networking in the runtime style: it provides the client and says what it needs from elsewhere, so an app that
// assembles it without Core's services is told so at bootstrap, naming this module.
public struct NetworkModule: Module {
    public init() {}

    public var expects: [DeclaredDependency] { [.on(Settings.self), .on(Logger.self)] }

    public func register(in container: Container) {
        container.register(NetworkClient.init, scope: .singleton)
    }
}
