// Why: a missing binding's advice names the registered types that conform to the protocol asked for, and Swift
// cannot spell the existential metatype of a generic `T = any P` to cast to.
// Why sound: `_typeByName` and `_mangledTypeName` are the standard library's own entry points into the runtime's
// type names, and a name that does not demangle yields `nil`, read as "does not conform". Error paths only.
// Pinned by: `RegisteredCandidatesTests` (a conforming type named for a resolve and for `validate()`).

/// Whether a registered type conforms to a protocol a resolve asked for, known only at run time: the advice of a
/// `missingBinding` for `any Logger` names the registered `ConsoleLogger` that conforms to it but was never
/// forwarded (`implements`).
///
/// Swift cannot spell "the existential metatype of `T`" for a generic `T = any Logger`, and casting the
/// metatype to `T.Type` asks the wrong question (that is `(any Logger).Type`). The runtime's own type names can:
/// `any Logger.Type` is `any Logger`'s mangled name with `Xp`, which `_typeByName` turns into its metadata, and a
/// metatype cast to it asks the conformance question exactly. Error paths only: a name lookup per type.
enum ConformanceProbe {
    /// `true` when `candidate` conforms to every protocol of the existential `existential`; `false` when it does
    /// not, or when `existential` is not an existential type.
    static func type(_ candidate: Any.Type, conformsTo existential: Any.Type) -> Bool {
        guard candidate != existential, let name = _mangledTypeName(existential),
              let metatype = _typeByName(name + "Xp")
        else { return false }
        func isInstance<Metatype>(of _: Metatype.Type) -> Bool { (candidate as Any) is Metatype }
        return _openExistential(metatype, do: isInstance)
    }
}
