import DIRuntime

// The same target in the runtime style: a module registering Core's services, which the modules of other targets
// expect rather than depend on (the app decides who provides them).
public struct CoreModule: Module {
    public init() {}

    public func register(in container: Container) {
        container.register(.singleton) { _ in Logger() }
        container.register(.singleton) { _ in Settings() }
    }
}
