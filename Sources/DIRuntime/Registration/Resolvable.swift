/// A post-construction hook a service type implements itself (Dip's `Resolvable`), where `onResolved` is one its
/// registration adds.
///
/// ```swift
/// final class Screen: Resolvable {
///     var analytics: Analytics?
///     func resolveDependencies(_ container: Container) throws { analytics = try container.resolve() }
///     func didResolveDependencies() { analytics?.track("screen") }
/// }
/// ```
/// The order, for one top-level resolve: every instance of the graph is made; then, per instance in the order
/// they were made, `resolveDependencies(_:)` followed by its registration's `onResolved` blocks; then
/// `didResolveDependencies()` of every `Resolvable` instance, in the reverse order (Dip's), so each is called
/// after those it depends on are complete.
///
/// The registered type must conform (the container asks once, at `register`): an instance registered as a
/// protocol it does not refine is not asked, where Dip asks every instance. Register the concrete type and
/// forward the protocol to it (`implements`) instead.
public protocol Resolvable {
    /// Resolves what the instance needs after construction; the whole graph is made by now, so a cycle closes.
    ///
    /// - Throws: what resolving throws; the resolve that made the instance throws it.
    func resolveDependencies(_ container: Container) throws
    /// Called once every instance of the graph has resolved its dependencies.
    func didResolveDependencies()
}

extension Resolvable {
    public func resolveDependencies(_ container: Container) throws {}
    public func didResolveDependencies() {}
}
