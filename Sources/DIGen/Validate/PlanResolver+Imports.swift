import DIGraph

extension PlanResolver {
    /// The file's imports: `Foundation` first when the file may need it, then the `imports` annotation's modules
    /// and the modules of imported containers it sees. Importing Foundation costs every build of the target a
    /// module load in the type-checker, so a file that names nothing of it leaves it out.
    func imports(of draft: ContainerDraft, plan: ContainerPlan, seen: [String]) -> [String] {
        let named = (draft.imports + seen.filter { !draft.imports.contains($0) }).filter { $0 != "Foundation" }
        let foundation = draft.imports.contains("Foundation") || needsFoundation(plan)
        return (foundation ? ["Foundation"] : []) + named
    }

    /// Whether the generated file may name something only Foundation declares: the lock of a thread-safe
    /// container, or a type the module does not declare (a `URL` external, `[Date]`, a type of another module).
    private func needsFoundation(_ plan: ContainerPlan) -> Bool {
        if plan.needsLock { return true }
        var texts = plan.parents.map(\.typeName) + plan.externals.map(\.typeText) + plan.collections.map(\.typeText)
        if case .globalActor(let name) = plan.isolation { texts.append(name) }
        for service in plan.services {
            texts.append(service.typeText)
            if case .initializer(let typeName, _) = service.construction { texts.append(typeName) }
            if case .globalActor(let name) = service.isolation { texts.append(name) }
        }
        return texts.contains { text in
            Self.leadingNames(in: text).contains { !modeler.typeNames.contains($0) && !Self.standardNames.contains($0) }
        }
    }

    /// The names a type text starts its references with: `[String: Foo.Bar]?` gives `String` and `Foo` (the rest
    /// of a dotted name is a member of its first part, or of a module of that name).
    static func leadingNames(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var afterDot = false
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty, !afterDot, current.first?.isNumber == false { names.append(current) }
            current = ""
            if character == "." {
                afterDot = true
            } else if !character.isWhitespace {
                afterDot = false
            }
        }
        return names
    }

    /// Keywords of type syntax and the standard library's (and its concurrency module's) types.
    private static let standardNames: Set<String> = [
        "any", "some", "Self", "Type", "Protocol", "inout", "throws", "async", "rethrows", "sending", "Any",
        "AnyObject", "Void", "Never", "Optional", "Array", "Dictionary", "Set", "String", "Substring", "Character",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "Error", "Sendable", "Hashable", "Equatable", "Comparable", "Identifiable", "MainActor", "Actor",
        "Result", "Task",
    ]
}
