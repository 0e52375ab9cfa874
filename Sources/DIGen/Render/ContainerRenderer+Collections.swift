extension ContainerRenderer {
    /// `var array_Plugin: [Plugin] { return [ … ] }`: the collection built afresh on each read from its elements'
    /// getters, so each element lives as its service does. No lock and no storage of its own: a cached element's
    /// getter keeps it already, and a transient one must be made on every read.
    func renderCollection(_ collection: CollectionPlan, plan: ContainerPlan, into body: inout SourceBuilder) {
        body.block("\(memberAccess) var \(collection.memberName): \(collection.typeText)") { getter in
            guard !collection.elements.isEmpty else {
                getter.line(collection.isDictionary ? "return [:]" : "return []")
                return
            }
            getter.line("return [")
            for element in collection.elements {
                let key = element.key.map { "\($0): " } ?? ""
                getter.line("\(configuration.indentation.unit)\(key)\(expression(element.value)),")
            }
            getter.line("]")
        }
    }
}
