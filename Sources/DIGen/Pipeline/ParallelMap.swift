import Dispatch

/// Maps in parallel over a few chunks, keeping the order: the generator's parse and render stages are
/// independent per file.
enum ParallelMap {
    /// Each chunk writes only its own slot of the buffer, and `concurrentPerform` returns after every chunk
    /// finished, so the slots are never shared: hence `@unchecked Sendable`.
    private struct Slots<Result>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<[Result]>
    }

    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let chunkCount = min(max(1, elements.count / minimumChunk), 8)
        guard chunkCount > 1 else { return elements.map(transform) }
        let size = (elements.count + chunkCount - 1) / chunkCount
        var chunks = Array(repeating: [Result](), count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let range = min(elements.count, chunk * size)..<min(elements.count, (chunk + 1) * size)
                slots.buffer[chunk] = elements[range].map(transform)
            }
        }
        return chunks.flatMap { $0 }
    }
}
