/// A binary min-heap of integers: the "next ready binding" queue of a deterministic topological sort.
package struct MinimumHeap {
    private var storage: [Int]

    package init(_ values: [Int]) {
        storage = []
        storage.reserveCapacity(values.count)
        for value in values { insert(value) }
    }

    package mutating func insert(_ value: Int) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { return }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    package mutating func popMinimum() -> Int? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let minimum = storage[0]
        storage[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count, storage[left] < storage[smallest] { smallest = left }
            if right < storage.count, storage[right] < storage[smallest] { smallest = right }
            guard smallest != parent else { return minimum }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
