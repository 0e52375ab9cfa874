import DIGraph

extension ModuleModeler {
    /// `@di.into([P])` and `@di.into([K: P], key: k)`: the service is also one contribution to the collection, an
    /// alias of its own getter, so the element lives as the service does (a cached service is one kept element).
    mutating func modelContributions(of type: TypeDeclaration, target: ServiceDraft) {
        for annotation in type.annotations {
            guard case .into(let collection, let key) = annotation.kind else { continue }
            var contribution = Binding.Contribution.element
            if let key {
                guard checkKey(key, of: collection, at: annotation) else { continue }
                contribution = .entry(key)
            }
            var draft = ServiceDraft(
                container: target.container, key: ServiceKey(collection), typeText: collection.text,
                construction: .alias(target: target.key), isCached: false, isReference: true,
                propertyInjections: [], methodInjections: [], didInject: nil, location: annotation.location)
            draft.contribution = contribution
            services.append(draft)
        }
    }

    /// `@di.into` on a type no container makes: nothing would be contributed, and the collection would quietly miss
    /// it. (Saber's own annotations on such a type stay silent, as Saber left them.)
    mutating func reportContributionsWithoutScope(of type: TypeDeclaration) {
        for annotation in type.annotations {
            guard case .into(let collection, _) = annotation.kind else { continue }
            report(Diagnostic(
                .warning, .misplacedAnnotation,
                "'\(type.qualifiedName)' has no '@saber.scope', so no container makes it and it contributes nothing to "
                    + "'\(collection)'",
                at: annotation.location,
                suggestions: [.init("add '// @saber.scope(Name)' with the scope of the container it belongs to")]))
        }
    }

    /// A generated dictionary writes each entry's key as the literal annotated, so the dictionary must be keyed by
    /// the literal's type: `String` or `Int` (an enum's raw value is not known to the generator).
    private mutating func checkKey(_ key: DictionaryKey, of collection: TypeName, at annotation: Annotation) -> Bool {
        guard case .dictionary(let keyType, _) = CollectionShape(collection) else { return false }
        let written = "'@\(annotation.prefix).into(\(collection), key: \(key))'"
        let literalType: String
        switch key {
        case .string: literalType = "String"
        case .int: literalType = "Int"
        }
        let bare = keyType.hasPrefix("Swift.") ? String(keyType.dropFirst("Swift.".count)) : keyType
        guard bare != literalType else { return true }
        let message = bare == "String" || bare == "Int"
            ? "\(written) gives \(literalType == "Int" ? "an" : "a") \(literalType) key to a dictionary keyed by '\(keyType)'"
            : "\(written) contributes to a dictionary keyed by '\(keyType)'; a generated container writes each key as "
                + "its literal, so the dictionary must be keyed by 'String' or 'Int'"
        report(Diagnostic(
            .error, .malformedAnnotation, message, at: annotation.location,
            suggestions: [.init("key the dictionary by 'String' or 'Int', and write the key as a literal of that type")]))
        return false
    }
}
