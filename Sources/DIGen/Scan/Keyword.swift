/// The keywords (and contextual keywords) the declaration parser needs, classified once by the scanner.
package enum Keyword: UInt8, Hashable, Sendable, CaseIterable {
    case none
    // Declarations.
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `typealias`, `init`, `deinit`, `func`
    case `var`, `let`, `subscript`, `case`, `import`, `operator`, `precedencegroup`, `associatedtype`, macro
    // Modifiers.
    case `static`, final, override, required, convenience, mutating, nonmutating, lazy, weak, unowned
    case optional, dynamic, indirect, nonisolated, prefix, postfix, infix, distributed
    case `public`, `private`, `fileprivate`, `internal`, open, package
    // Effects, specifiers and clauses.
    case async, `throws`, `rethrows`, `inout`, `where`, borrowing, consuming, sending, isolated, `_`
    case get, set, willSet, didSet, some, any, `as`, `is`, each
    // Statements, which tell where a regex literal may start.
    case `in`, `return`, `throw`, `try`, await, `if`, `guard`, `while`, `else`

    /// The keyword `bytes[start..<end]` spells, or `.none`.
    ///
    /// - Complexity: O(1): a table indexed by length and first letter holds the few candidates, compared as two
    ///   packed words; no hashing, no allocation.
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in lookup: Lookup) -> Keyword {
        let length = end - start
        guard length >= 1, length <= 16 else { return .none }
        let first = bytes[start]
        let letter: Int
        if first >= 0x61 && first <= 0x7A {
            letter = Int(first - 0x61)
        } else if first == 0x5F {
            letter = 26
        } else {
            return .none
        }
        let bucket = length * 27 + letter
        let range = lookup.bucketStarts[bucket]..<lookup.bucketStarts[bucket + 1]
        if range.isEmpty { return .none }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for offset in 0..<length {
            let value = UInt64(bytes[start + offset])
            if offset < 8 {
                low |= value << (UInt64(offset) * 8)
            } else {
                high |= value << (UInt64(offset - 8) * 8)
            }
        }
        for entry in range where lookup.lows[entry] == low && lookup.highs[entry] == high {
            return lookup.keywords[entry]
        }
        return .none
    }

    /// Keywords grouped by (length, first letter), each packed into two little-endian words.
    struct Lookup: Sendable {
        var bucketStarts: [Int]
        var lows: [UInt64]
        var highs: [UInt64]
        var keywords: [Keyword]
    }

    static let lookup: Lookup = {
        var buckets = Array(repeating: [(UInt64, UInt64, Keyword)](), count: 17 * 27)
        for keyword in Keyword.allCases where keyword != .none {
            let text = Array(keyword.spelling.utf8)
            var low: UInt64 = 0
            var high: UInt64 = 0
            for (offset, byte) in text.enumerated() {
                if offset < 8 {
                    low |= UInt64(byte) << (UInt64(offset) * 8)
                } else {
                    high |= UInt64(byte) << (UInt64(offset - 8) * 8)
                }
            }
            let letter = text[0] == 0x5F ? 26 : Int(text[0] - 0x61)
            buckets[text.count * 27 + letter].append((low, high, keyword))
        }
        var result = Lookup(bucketStarts: [0], lows: [], highs: [], keywords: [])
        for bucket in buckets {
            for (low, high, keyword) in bucket {
                result.lows.append(low)
                result.highs.append(high)
                result.keywords.append(keyword)
            }
            result.bucketStarts.append(result.lows.count)
        }
        return result
    }()

    /// The keyword as written in source.
    package var spelling: String { Self.spellings[Int(rawValue)] }

    private static let spellings: [String] = allCases.map { keyword in
        switch keyword {
        case .none: return ""
        case ._: return "_"
        default: return String(describing: keyword)
        }
    }
}
