import Testing

@Suite("The External seed, compiled and run")
struct ExternalsSeedTests {
    private func makeContainer(bar: WeakBar?, baz: UnownedBaz, qux: UnownedQux) -> ExternalsContainer {
        ExternalsContainer(
            coolEventTracker: CoolEventTracker(), awesomeLogger: AwesomeLogger(), analyticsKey: "abc123",
            filePath: "/path/to/file", weakBar: bar, unownedBaz: baz, unownedQux: qux)
    }

    @Test("typealias-distinguished String externals reach the right parameters")
    func typealiasDistinguishedExternals() {
        let baz = UnownedBaz()
        let qux = UnownedQux()
        let container = makeContainer(bar: nil, baz: baz, qux: qux)
        let service = container.myService
        #expect(service.analyticsKey == "abc123")
        #expect(service.filePath == "/path/to/file")
        #expect(service.tracker === container.coolEventTracker)
    }

    @Test("a weak external is not retained; unowned externals are the instances passed")
    func ownership() {
        let baz = UnownedBaz()
        let qux = UnownedQux()
        var bar: WeakBar? = WeakBar()
        let container = makeContainer(bar: bar, baz: baz, qux: qux)
        #expect(container.weakBar === bar)
        bar = nil
        #expect(container.weakBar == nil)
        #expect(container.unownedBaz === baz)
        #expect(container.unownedQux === qux)
    }
}
