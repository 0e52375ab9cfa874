import Testing

@Suite("Generated collections under Swift 6 concurrency")
struct CollectionConcurrencyTests {
    @Test("the thread-safe container's collection read by 100 tasks at once: one cached element, fresh transient ones")
    func readFromManyTasks() async {
        let reads = await withTaskGroup(of: [any Middleware].self) { group in
            for _ in 0..<100 { group.addTask { Containers.shared.array_Middleware } }
            var reads: [[any Middleware]] = []
            for await read in group { reads.append(read) }
            return reads
        }
        #expect(reads.allSatisfy { $0.map(\.name) == ["logging", "retry"] })
        let logging = Set(reads.map { ObjectIdentifier($0[0] as AnyObject) })
        let retry = Set(reads.map { ObjectIdentifier($0[1] as AnyObject) })
        #expect(logging.count == 1, "the cached element is made once under contention")
        #expect(retry.count > 1, "the transient element is made per read")
    }

    @Test("the main-actor child holds its parent's elements first, then its own main-actor one")
    @MainActor
    func mainActorChild() {
        #expect(Containers.main.array_Middleware.map(\.name) == ["logging", "retry", "banner"])
        #expect(Containers.main.pipeline.middlewares.map(\.name) == ["logging", "retry", "banner"])
        #expect(Containers.main.dictionary_String_Middleware.keys.sorted() == ["retry"])
    }
}
