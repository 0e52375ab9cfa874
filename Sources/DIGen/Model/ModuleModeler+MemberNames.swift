import DIGraph

extension ModuleModeler {
    /// Two members of one generated class with one name (two externals `String, String`, services `Foo.Bar` and
    /// `FooBar`, a parent and a service) would not compile: each second one is a `duplicateBinding`.
    mutating func checkMemberNames() {
        var servicesByContainer: [String: [ServiceDraft]] = [:]
        for service in services { servicesByContainer[service.container, default: []].append(service) }
        for container in containers {
            var members: [(name: String, what: String, location: SourceLocation?, bindingKey: ServiceKey?)] = []
            for parent in container.spec.parents {
                members.append((memberName(of: parent), "parent container '\(parent)'", container.spec.location, nil))
            }
            for (external, text) in zip(container.spec.externals, container.externalTypeTexts) {
                members.append((memberName(of: text), "external '\(text)'", external.location, nil))
            }
            for service in servicesByContainer[container.spec.name] ?? [] {
                if case .injectOnly = service.construction { continue }
                members.append((
                    memberName(of: service.typeText), "service '\(service.typeText)'", service.location,
                    service.key.lookupKey))
            }
            let externalKeys = Set(container.spec.externals.map(\.key.lookupKey))
            var first: [String: (what: String, location: SourceLocation?, key: ServiceKey?)] = [:]
            for member in members {
                guard let earlier = first[member.name] else {
                    first[member.name] = (member.what, member.location, member.bindingKey)
                    continue
                }
                // One key bound twice, or bound and external: DIGraph's duplicateBinding / externalConflict says it.
                if let key = member.bindingKey, key == earlier.key || externalKeys.contains(key) { continue }
                report(Diagnostic(
                    .error, .duplicateBinding,
                    "\(member.what) and \(earlier.what) both need the member '\(member.name)' in container '\(container.spec.name)'",
                    at: member.location,
                    notes: [.init("\(earlier.what) is declared here", at: earlier.location)],
                    suggestions: [.init("use a typealias to give one of them a distinct name, as Saber's External seed does")]))
            }
        }
    }
}
