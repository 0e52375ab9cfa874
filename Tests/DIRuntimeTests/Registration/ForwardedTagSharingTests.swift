@testable import DIRuntime
import DISync
import Testing

/// Dip keeps a graph's `shared` instances per key tag: a type forwarded (`implements`) under another tag than the
/// registration's own is its own key within one graph, while an untagged forward of an untagged registration shares
/// the instance. Dip's `TypeForwardingTests.testThatItDoesNotReuseInstanceResolvedByTypeForwardingRegisteredForAnotherTag`.
@Suite struct ForwardedTagSharingTests {
    protocol Service: AnyObject, Sendable {}
    protocol Forwarded: AnyObject, Sendable {}
    final class ServiceImp: Service, Forwarded, Sendable {}
    final class Holder: Sendable {
        let service: any Service
        let forwarded: any Forwarded
        let untagged: any Forwarded
        init(service: any Service, forwarded: any Forwarded, untagged: any Forwarded) {
            self.service = service
            self.forwarded = forwarded
            self.untagged = untagged
        }
    }

    /// Dip's test, as it is written there: in the block of the `Service` being made, `Forwarded` under "tag" is
    /// another instance, and the untagged forward is the same one.
    @Test func aTypeForwardedUnderATagFromAnUntaggedRegistrationIsAnotherInstanceInTheBlock() throws {
        let container = Container(name: "App")
        let seen = Locked<[(service: ObjectIdentifier, tagged: ObjectIdentifier, untagged: ObjectIdentifier)]>([])
        container.register { _ in ServiceImp() as any Service }
            .onResolved { container, service in
                guard seen.withLock({ $0.isEmpty }) else { return }
                let tagged = try container.resolve((any Forwarded).self, tag: "tag")
                let untagged = try container.resolve(AnyObject.self)
                seen.withLock { $0.append((ObjectIdentifier(service), ObjectIdentifier(tagged), ObjectIdentifier(untagged))) }
            }
            .implements((any Forwarded).self, tag: "tag")
            .implements(AnyObject.self)
        _ = try container.resolve((any Service).self)
        let made = try #require(seen.withLock { $0.first })
        #expect(made.tagged != made.service)
        #expect(made.untagged == made.service)
    }

    /// The repro: one graph asks for `Service` and for `Forwarded` under "tag"; two instances.
    @Test func oneGraphMakesOneInstancePerTagOfTheRegistrationsKeys() throws {
        let container = Container(name: "App")
        container.register { _ in ServiceImp() as any Service }
            .implements((any Forwarded).self, tag: "tag")
            .implements((any Forwarded).self)
        container.register(.unique) { c in
            Holder(
                service: try c.resolve(), forwarded: try c.resolve((any Forwarded).self, tag: "tag"),
                untagged: try c.resolve((any Forwarded).self))
        }
        let holder = try container.resolve(Holder.self)
        #expect(holder.forwarded !== holder.service)
        #expect(holder.untagged === holder.service)
        // The tagged key's instance is shared too, within its graph.
        container.register(.unique) { c in
            Pair(first: try c.resolve((any Forwarded).self, tag: "tag"), second: try c.resolve((any Forwarded).self, tag: "tag"))
        }
        let pair = try container.resolve(Pair.self)
        #expect(pair.first === pair.second)
    }

    final class Pair: Sendable {
        let first: any Forwarded
        let second: any Forwarded
        init(first: any Forwarded, second: any Forwarded) {
            self.first = first
            self.second = second
        }
    }
}
