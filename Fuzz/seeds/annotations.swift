// @saber.container(AppContainer)
// @saber.scope(App)
// @saber.threadSafe
// @saber.dependsOn(ParentContainer, OtherContainer)
// @saber.externals(weak Foo?, unowned Baz, Qux!, [String: Int])
// @saber.imports(UIKit, Alamofire)
protocol AppContaining {}

// @saber.scope(App)
// @saber.cached
// ^ a remark
/// docs
// @di.bindTo(FooProtocol)
@MainActor
public final class Foo<T: Equatable>: NSObject, FooProtocol where T: Sendable {
    // @saber.inject
    var bar: Bar!
    // @saber.inject
    required convenience init?<U>(bar: Bar, _ baz: inout Baz = .init(), qux: Int... ) async throws(MyError) {}
    // @saber.didInject
    func postInject() {}
    // @saber.scop(App)
    // @saber.cached()
    // @saber.container()
    let x = "\(a + "\(b)")" + #"raw \#(c) "quoted""# + """
        multi \(line)
        """
    var y: Int { get { 1 } set {} }
    lazy var re = /[a-z]+\//
    var ext = #/
      multi
    /#
    /* nested /* comment */ */
    struct `Inner` { typealias Alias<V> = Dictionary<String, V> }
}
#if DEBUG
extension Foo.Inner: Sendable { init(a: Int) {} }
#else
enum E: Int { case a = 1, b; indirect case c(E) }
#endif
actor Café { nonisolated func ü() -> some Sequence<Int> { [] } }
