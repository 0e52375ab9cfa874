/// "Did you mean …?": names within a small edit distance, closest first.
package enum NearMiss {
    /// Up to `limit` candidates at most `max(1, name.count / 3)` edits away (case-insensitive), closest first,
    /// ties alphabetical. A candidate equal to `name` is never suggested.
    package static func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        let threshold = max(1, min(3, target.count / 3))
        var scored: [(distance: Int, name: String)] = []
        for candidate in Set(candidates) where candidate != name {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard abs(scalars.count - target.count) <= threshold else { continue }
            let distance = editDistance(target, scalars, bound: threshold)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    /// Levenshtein distance, stopping early once every entry of a row exceeds `bound`.
    package static func editDistance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar], bound: Int) -> Int {
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (row, leftScalar) in left.enumerated() {
            current[0] = row + 1
            var rowMinimum = current[0]
            for (column, rightScalar) in right.enumerated() {
                let substitution = previous[column] + (leftScalar == rightScalar ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
                rowMinimum = min(rowMinimum, current[column + 1])
            }
            if rowMinimum > bound { return rowMinimum }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
