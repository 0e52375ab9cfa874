import DIGraph
import DISync

/// The entry of a factory or an auto-wired initializer that takes no runtime arguments: what an app registers by
/// the thousand at launch, so it is not generic. A generic class's metadata is instantiated at run time for each
/// new type argument, the first time one of its instances is made: for a ``TypedEntry`` of every newly registered
/// service, that is most of what a first registration costs, in time and in heap bytes.
///
/// The service type is the key's type (``Entry/isPlainService`` holds), kept as a metatype value; the rare paths
/// that need it as a type open it (``Entry/serviceType``) and run unspecialized. A resolve never does: it names
/// the type itself and calls the type-erased ``Entry/make``.
@usableFromInline
class FactoryEntry: Entry, @unchecked Sendable {
    // @unchecked: see ``Entry``.

    @usableFromInline
    init(
        _ configuration: Configuration, container: Container, make: @escaping ErasedFactory,
        completions: [ErasedCompletion] = [], specialParameters: UInt8 = 0
    ) {
        super.init(
            configuration, container: container, isPlainService: true, make: make, completions: completions,
            kept: Entry.keptCell(for: configuration, of: configuration.keyType, in: container),
            specialParameters: specialParameters)
    }

    override func replaced(_ configuration: Configuration, completions: [ErasedCompletion]) -> Entry {
        FactoryEntry(configuration, container: container, make: make, completions: completions)
    }
}
