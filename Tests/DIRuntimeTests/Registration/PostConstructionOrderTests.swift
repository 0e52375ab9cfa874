import DIGraph
@testable import DIRuntime
import DISync
import Testing

@Suite struct PostConstructionOrderTests {
    /// Needs its `Part` to be made (an initializer edge).
    final class Owner: Sendable {
        let part: Part
        init(part: Part) { self.part = part }
    }
    /// Gets its `Owner` after construction (a property edge, set in `onResolved`); held strongly, so that
    /// the owner outlives the resolve when the part is what was asked for.
    final class Part: @unchecked Sendable {
        var owner: Owner?
    }

    private func container(_ scope: ComponentScope) -> Container {
        let container = Container(name: "App")
        container.register(Owner.init, scope: scope)
        container.register(scope, dependsOn: [.on(Owner.self, kind: .property, label: "owner")]) { _ in Part() }
            .onResolved { container, part in part.owner = try container.resolve() }
        return container
    }

    @Test(arguments: [ComponentScope.shared, .singleton, .weakSingleton])
    func anInitializerAndPropertyCycleClosesFromTheInitializerSide(scope: ComponentScope) throws {
        let container = container(scope)
        #expect(container.validate().isEmpty)
        let owner = try container.resolve(Owner.self)
        defer { owner.part.owner = nil }  // the test's own cycle, broken so LeakSanitizer sees none
        #expect(owner.part.owner === owner)
    }

    @Test(arguments: [ComponentScope.shared, .singleton, .weakSingleton])
    func anInitializerAndPropertyCycleClosesFromThePropertySide(scope: ComponentScope) throws {
        let container = container(scope)
        let part = try container.resolve(Part.self)
        defer { part.owner = nil }  // the test's own cycle, broken so LeakSanitizer sees none
        let owner = try #require(part.owner)
        #expect(owner.part === part)
    }

    @Test func blocksRunAfterEveryInstanceOfTheGraphIsMadeInTheOrderTheInstancesWereMade() throws {
        let container = Container(name: "App")
        let journal = Locked<[String]>([])
        container.register(A.init).onResolved { _, _ in journal.withLock { $0.append("A completed") } }
        container.register(B.init).onResolved { _, _ in journal.withLock { $0.append("B completed") } }
        container.register { _ in
            journal.withLock { $0.append("C made") }
            return C()
        }
        container.register { _ in
            journal.withLock { $0.append("D made") }
            return D()
        }
        _ = try container.resolve(A.self)
        #expect(journal.withLock { $0 } == ["C made", "D made", "B completed", "A completed"])
    }
}
