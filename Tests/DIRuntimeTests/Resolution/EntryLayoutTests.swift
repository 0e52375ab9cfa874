@testable import DIRuntime
import Testing

/// The resolve path reads an entry's state byte, its parameter bindings and its container at offsets known when
/// compiling (`Entry.stateOffset`, `Entry.bindingsOffset`, `Entry.containerOffset`), not through Swift property
/// accesses: the layout must put them there, for every kind of entry.
@Suite struct EntryLayoutTests {
    final class Service: Sendable {
        init(dependency: Dependency) {}
    }
    final class Dependency: Sendable {}

    @Test func theStateByteTheBindingsAndTheContainerAreWhereTheResolvePathReadsThem() throws {
        let container = Container(name: "App")
        container.register(.unique) { _ in Dependency() }
        container.register(Service.init, scope: .singleton)
        container.register(.unique) { (_: Container, name: String) in name }
        let entries = container.state.withLock { Array($0.keyedEntries.values) }
        #expect(entries.count == 3)
        for entry in entries {
            let base = Unmanaged.passUnretained(entry).toOpaque()
            let state = withUnsafeMutablePointer(to: &entry.state) { UnsafeMutableRawPointer($0) } - base
            let bindings = withUnsafeMutablePointer(to: &entry.bindings) { UnsafeMutableRawPointer($0) } - base
            #expect(state == Entry.stateOffset, "\(type(of: entry))")
            #expect(bindings == Entry.bindingsOffset, "\(type(of: entry))")
            let address = withUnsafeMutablePointer(to: &entry.containerAddress) { UnsafeMutableRawPointer($0) } - base
            #expect(address == Entry.containerOffset, "\(type(of: entry))")
            #expect(entry.container === container, "\(type(of: entry)) reads another container than its own")
            #expect(entry.bindingsWord.load(ordering: .relaxed) == UInt(bitPattern: ParameterBindings.none))
        }
    }
}
