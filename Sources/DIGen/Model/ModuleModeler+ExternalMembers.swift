import DIGraph

extension ModuleModeler {
    /// Members of externals (the Container Inheritance seed: `userId` from the `UserConfiguration` external):
    /// each accessible stored instance property of a non-optional external whose type is declared in the
    /// scanned sources is bound in a synthetic parent container of the external's container (see
    /// ``ExternalMemberContainer``), with a direct edge to the external. A key the container or an ancestor
    /// binds or takes as an external is not offered by members: the explicit binding wins.
    mutating func modelExternalMembers() {
        // What each container already sees, by DIGraph's own visibility rule, before any member is added.
        let explicit = GraphIndex(Graph(
            containers: containers.map(\.spec),
            bindings: services.map { Binding($0.key, in: $0.container, source: $0.providesNothing ? .injectOnly : .factory) }
                + extraBindings))
        for containerNumber in containers.indices {
            let spec = containers[containerNumber].spec
            for external in spec.externals where external.key.type.optionality != .optional {
                guard let declaration = module.type(named: external.key.type.lookupType.text) else { continue }
                let externalMember = memberName(of: external.key.type.text)
                for property in declaration.members.properties where isOffered(property) {
                    guard let text = property.typeText, let type = try? TypeName(parsing: text) else { continue }
                    let key = ServiceKey(type)
                    guard key.lookupKey != external.key.lookupKey,
                          case .missing = explicit.resolve(key, from: containerNumber)
                    else { continue }
                    let member = ExternalMemberContainer(
                        owner: spec.name, externalMemberName: externalMember, property: property.name)
                    memberContainers.append(member)
                    containers[containerNumber].spec.parents.append(member.name)
                    extraBindings.append(Binding(
                        key, in: member.name,
                        source: .externalMember(external: external.key, property: property.name),
                        lifetime: .singleton,
                        dependencies: [Dependency(external.key, kind: .direct, label: property.name, location: property.location)],
                        location: property.location))
                }
            }
        }
    }

    private func isOffered(_ property: PropertyDeclaration) -> Bool {
        guard !property.isStatic, !property.isComputed, property.typeText != nil else { return false }
        if let access = property.accessLevel, access == .private || access == .fileprivate { return false }
        return true
    }
}
