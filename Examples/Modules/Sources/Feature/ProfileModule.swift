import Core
import DIRuntime
import Networking

// The feature in the runtime style: it depends on the networking module, assembled first and once however many
// modules ask for it.
public struct ProfileModule: Module {
    public init() {}

    public var dependencies: [any Module] { [NetworkModule()] }

    public func register(in container: Container) {
        container.register(ProfileLoader.init)
    }
}
