// Why: a scope's open, close and recycle each loop over all its entries; a `for entry in entries` retains and
// releases each one. Sound: the array is a `let` the caller holds for the whole loop, so every entry outlives its
// borrow. Pinned by the `runtime-scope-session` instruction band and the scope tests under ThreadSanitizer.
extension Array where Element == Entry {
    /// Runs `body` on each entry without retaining it: the array holds every entry for the whole loop, and a loop
    /// over a scope's entries at each open and close would otherwise pay a retain and a release per entry.
    func forEachUnretained(_ body: (Entry) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            for index in 0..<buffer.count {
                let entry = raw.load(fromByteOffset: index * MemoryLayout<Entry>.stride, as: Unmanaged<Entry>.self)
                try entry._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
