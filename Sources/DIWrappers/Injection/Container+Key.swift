import DIGraph
import DIRuntime

extension Container {
    /// Resolves `type` under exactly the key `tag`, or untagged when `tag` is `nil` (the container's fast untagged
    /// path). A key is exact, as in Trifork: one not registered is `missingBinding` even when `type` is
    /// registered without a key (DIRuntime's own tagged resolve falls back to it, as Dip's does).
    @inline(__always)
    func resolve<Service>(_ type: Service.Type, key tag: Tag?) throws -> Service {
        guard let tag else { return try resolveUnlocated(Service.self) }
        guard let service = try resolveIfVisible(Service.self, tag: tag, exactTag: true) else {
            throw missingBindingError(Service.self, tag: tag)
        }
        return service
    }
}
