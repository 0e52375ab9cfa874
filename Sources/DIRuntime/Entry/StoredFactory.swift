/// A factory registration's closure, kept where Swift keeps a function in its most general form: a generic struct's
/// stored property. In that form the closure writes its result through a pointer its caller passes, whatever
/// `Result` is, so what a caller must know is the result's size, not its type. That lets ``make`` be compiled once in
/// this library for each size, instead of once per registration in the user's build.
///
/// A service whose size is a whole number of words (up to six) and which is bitwise-takable (any class, a
/// class-bound existential, `any P`, `Any`, most structs) is read as a factory of that many words: its `make` has
/// the closure write the words into a local and stores them into the resolve's output, moving the instance without
/// its type. A resolve then pays one indirect call more than a `make` the closure was inlined into. Any other service
/// takes a `make` generic over it, which moves the instance through its type's value witnesses.
struct StoredFactory<Result>: Sendable {
    let call: @Sendable (Container) throws -> Result

    /// The call a resolve makes: it runs the closure with the entry's container and writes the service into
    /// `output`, uninitialized memory for a `Result`.
    var make: Entry.ErasedFactory {
        let word = MemoryLayout<Int>.size
        let size = MemoryLayout<Result>.size
        guard _isBitwiseTakable(Result.self), MemoryLayout<Result>.alignment <= MemoryLayout<Int>.alignment,
              size > 0, size % word == 0
        else { return typedMake }
        switch size / word {
        case 1: return reading(as: Int.self).wordsMake
        case 2: return reading(as: (Int, Int).self).wordsMake
        case 3: return reading(as: (Int, Int, Int).self).wordsMake
        case 4: return reading(as: (Int, Int, Int, Int).self).wordsMake
        case 5: return reading(as: (Int, Int, Int, Int, Int).self).wordsMake
        case 6: return reading(as: (Int, Int, Int, Int, Int, Int).self).wordsMake
        default: return typedMake
        }
    }

    /// The same closure, read as one whose result is `Words`: sound only where ``make`` checked that `Result` is
    /// bitwise-takable and exactly that size, so that its bits moved are the instance moved.
    private func reading<Words>(as _: Words.Type) -> StoredFactory<Words> {
        unsafeBitCast(self, to: StoredFactory<Words>.self)
    }

    /// The `make` of any other service, unspecialized.
    private var typedMake: Entry.ErasedFactory {
        { entry, _, _, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                _ = output.initializeMemory(as: Result.self, to: try call(container))
            }
        }
    }
}

extension StoredFactory where Result: BitwiseCopyable {
    /// The `make` of a service `Result`'s words stand for: the closure writes them into a local of `Result`, which
    /// is copied into `output` as it is, never destroyed, so the instance's ownership moves with the bits.
    fileprivate var wordsMake: Entry.ErasedFactory {
        { entry, _, _, output in
            try entry.unmanagedContainer._withUnsafeGuaranteedRef { container in
                output.storeBytes(of: try call(container), as: Result.self)
            }
        }
    }
}
