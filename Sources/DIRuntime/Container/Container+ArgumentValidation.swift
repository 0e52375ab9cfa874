public import DIGraph

extension Container {
    /// ``validate()``, then every factory this container registers with runtime arguments, run with an argument
    /// set of exactly its argument types (Dip's `validate(_:)`): what the graph cannot show, since those
    /// arguments only exist when the factory runs.
    ///
    /// ```swift
    /// container.register { (_: Container, url: URL, retries: Int) in Client(url: url, retries: retries) }
    /// container.register { (_: Container, name: String) in Session(name: name) }
    /// let problems = container.validate((URL(string: "https://example.com")!, 3), "guest")
    /// ```
    /// A factory taking one argument matches a value of that type; one taking several, a tuple of them in their
    /// order. Types match exactly, as in Dip: an `Int` is no `Int?`. The sets that match are tried in the order
    /// given until one runs. The resolve is a real one: a singleton made here is kept, as Dip's validation keeps
    /// it. Factories without arguments do not run: ``validate()`` checks them without running them.
    ///
    /// - Parameter arguments: the argument sets; pass each as the value or the tuple a `resolve(arguments:)` call
    ///   would pass.
    /// - Returns: ``validate()``'s diagnostics, then, in registration order, one per factory that could not run:
    ///   `factoryFailed` when no set matched or the factory threw, or the error its resolve threw
    ///   (`missingBinding` for a dependency it asked for, say).
    public func validate(_ arguments: Any..., isolation: isolated (any Actor)? = #isolation) -> [Diagnostic] {
        var diagnostics = validate()
        let entries = state.withLock { state in
            state.distinctEntries.filter { entry in !state.refused.contains { $0 === entry } }
        }
        let executor = ResolutionRoot.executor(of: isolation)
        for entry in entries where entry.argumentsType != Void.self {
            let matching = arguments.filter { type(of: $0) == entry.argumentsType }
            guard !matching.isEmpty else {
                diagnostics.append(notRun(entry))
                continue
            }
            var failure: Diagnostic?
            for set in matching {
                failure = run(entry, with: set, executor: executor)
                if failure == nil { break }
            }
            if let failure { diagnostics.append(failure) }
        }
        return diagnostics
    }

    /// Runs `entry`'s factory with `arguments` as a top-level resolve under its own tag; `nil` when it ran.
    private func run(_ entry: Entry, with arguments: Any, executor: ObjectIdentifier?) -> Diagnostic? {
        do {
            try ThreadResolution.withRoot(executor: executor) { root in
                try ResolutionRoot.withTag(entry.key.tag, root) { _ = try entry.resolveAny(arguments: arguments, root: root) }
            }
            return nil
        } catch let error as ResolutionError {
            return error.diagnostic
        } catch {
            // Reported where the factory that threw is (the one run, or one it resolved).
            return (FactoryError.takeLastOnThisThread() ?? FactoryError(error, entry: entry, path: [entry])).diagnostic
        }
    }

    /// `factoryFailed` for a factory no argument set matched.
    private func notRun(_ entry: Entry) -> Diagnostic {
        let naming = TypeNaming([entry.configuration.keyType, entry.argumentsType])
        var arguments = naming.name(of: entry.argumentsType).text
        if !(arguments.hasPrefix("(") && arguments.hasSuffix(")")) { arguments = "(\(arguments))" }
        return Diagnostic(
            .error, .factoryFailed,
            "the factory of '\(naming.serviceKey(of: entry))' was not run: no argument set of type \(arguments) was given",
            at: entry.configuration.site.location)
    }
}
