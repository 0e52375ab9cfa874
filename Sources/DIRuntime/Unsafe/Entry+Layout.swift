public import DISync

// Why: an entry's state byte, bindings word and container word are shared by every thread that resolves the entry, and each is
// reached by address, never as a Swift property: ThreadSanitizer reports every Swift access to a shared `var`
// from two threads, however it is ordered, while these atomic views it sees as atomics.
// Why sound: Swift lays a class's stored properties out in declaration order after the object's header, and
// `Entry` declares `state` first and `bindings` after the bytes that share its word (`Entry.swift`); the offsets
// below are that layout. A view is used only while its entry lives (the container's plans keep their entries).
// Pinned by: the `precondition` and `assert` in `Entry.init`, and `EntryLayoutTests` for every kind of entry.

extension Entry {
    /// Where ``state`` is in the object: right after the header every Swift object starts with (its metadata
    /// pointer and its reference counts, a word each).
    @inlinable
    static var stateOffset: Int { 2 * MemoryLayout<UnsafeRawPointer>.size }

    /// Where ``bindings`` is: the first word after the header and the three bytes before it.
    @inlinable
    static var bindingsOffset: Int { 3 * MemoryLayout<UnsafeRawPointer>.size }

    /// Where ``containerAddress`` is: the word after ``bindings``.
    @inlinable
    static var containerOffset: Int { 4 * MemoryLayout<UnsafeRawPointer>.size }

    /// The state byte, reached from the object's address: no Swift access, so no race for the sanitizer.
    @inlinable
    final var stateByte: UnsafeAtomicByte {
        let address = Unmanaged.passUnretained(self).toOpaque() + Self.stateOffset
        return UnsafeAtomicByte(at: address.assumingMemoryBound(to: UInt8.self))
    }

    /// ``bindings``, reached from the object's address (see ``stateByte``).
    @inlinable
    final var bindingsWord: UnsafeAtomicWord {
        let address = Unmanaged.passUnretained(self).toOpaque() + Self.bindingsOffset
        return UnsafeAtomicWord(at: address.assumingMemoryBound(to: UInt.self))
    }

    /// ``containerAddress``, reached from the object's address (see ``stateByte``).
    @inlinable
    final var containerWord: UnsafeAtomicWord {
        let address = Unmanaged.passUnretained(self).toOpaque() + Self.containerOffset
        return UnsafeAtomicWord(at: address.assumingMemoryBound(to: UInt.self))
    }
}
