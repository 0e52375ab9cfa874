import DIGraph

extension ModuleModeler {
    /// Members of externals (the Container Inheritance seed: `userId` from the `UserConfiguration` external):
    /// each accessible stored instance property of a non-optional external whose type is declared in the
    /// scanned sources is bound in a synthetic parent container of the external's container (see
    /// ``ExternalMemberContainer``), with a direct edge to the external. A key the container or an ancestor
    /// binds or takes as an external is not offered by members: the explicit binding wins.
    mutating func modelExternalMembers() {
        let explicitKeys = explicitKeysByContainer()
        for containerNumber in containers.indices {
            let visible = visibleExplicitKeys(from: containerNumber, explicitKeys: explicitKeys)
            let spec = containers[containerNumber].spec
            for external in spec.externals where external.key.type.optionality != .optional {
                guard let declaration = module.type(named: external.key.type.lookupType.text) else { continue }
                let externalMember = MemberNamer.memberName(of: external.key.type.text)
                for property in declaration.members.properties where isOffered(property) {
                    guard let text = property.typeText, let type = try? TypeName(parsing: text) else { continue }
                    let key = ServiceKey(type)
                    guard !visible.contains(key.lookupKey), key.lookupKey != external.key.lookupKey else { continue }
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

    private func explicitKeysByContainer() -> [String: Set<ServiceKey>] {
        var keys: [String: Set<ServiceKey>] = [:]
        for service in services { keys[service.container, default: []].insert(service.key.lookupKey) }
        for binding in extraBindings { keys[binding.container, default: []].insert(binding.key.lookupKey) }
        for container in containers {
            for external in container.spec.externals { keys[container.spec.name, default: []].insert(external.key.lookupKey) }
        }
        return keys
    }

    /// Keys bound or taken as externals by the container and its ancestors (a container cycle ends the walk).
    private func visibleExplicitKeys(from containerNumber: Int, explicitKeys: [String: Set<ServiceKey>]) -> Set<ServiceKey> {
        var visited: Set<String> = []
        var pending = [containers[containerNumber].spec.name]
        var keys: Set<ServiceKey> = []
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            keys.formUnion(explicitKeys[name] ?? [])
            if let container = containers.first(where: { $0.spec.name == name }) { pending += container.spec.parents }
        }
        return keys
    }
}
