import DIGraph
import DIRuntime
import Testing

private protocol Face: AnyObject {}
private final class First: Face {}
private final class Second: Face {}

/// Found by the differential test (seed 24328): a second registration forwarded to a type another registration
/// already forwarded to removed that other registration entirely, its own key too, even in a container that
/// refuses overrides; validate() then saw nothing wrong.
@Suite struct ForwardingConflictTests {
    @Test func twoRegistrationsForwardedToOneTypeInARefusingContainerAreReportedAndBothKept() throws {
        let container = Container(name: "C1", allowsOverrides: false)
        container.register(.singleton) { _ in First() }.implements((any Face).self)
        container.register(.singleton) { _ in Second() }.implements((any Face).self)
        #expect(container.validate().map(\.code) == [.duplicateBinding])
        #expect(container.validate().first?.message == "'Face' is bound twice in container 'C1': as an alias of 'Second', and first as an alias of 'First'")
        _ = try container.resolve(First.self)
        _ = try container.resolve(Second.self)
    }
}
