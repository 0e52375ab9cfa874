import DIGraph
import DIRuntime

extension Container {
    /// Resolves `type` under `tag`, or untagged when `tag` is `nil` (the container's fast untagged path).
    @inline(__always)
    func resolve<Service>(_ type: Service.Type, key tag: Tag?) throws -> Service {
        if let tag { return try resolve(Service.self, tag: tag) }
        return try resolve(Service.self)
    }
}
