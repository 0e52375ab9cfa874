/// A unified-style line diff, for golden-file mismatches: `-` expected, `+` actual, with one line of context.
enum LineDiff {
    static func diff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  \(old[i])")
                i += 1
                j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("+ \(new[j])")
                j += 1
            } else {
                lines.append("- \(old[i])")
                i += 1
            }
        }
        let changed = Set(lines.indices.filter { !lines[$0].hasPrefix("  ") })
        return lines.indices.filter { index in (index - 1...index + 1).contains { changed.contains($0) } }
            .map { lines[$0] }.joined(separator: "\n")
    }
}
