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
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 1, length <= 16 else { return .none }
        let first = bytes[start]
        guard (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return .none }
        var packed = PackedName(low: 0, high: 0)
        for offset in 0..<length {
            let value = UInt64(bytes[start + offset])
            if offset < 8 {
                packed.low |= value << (UInt64(offset) * 8)
            } else {
                packed.high |= value << (UInt64(offset - 8) * 8)
            }
        }
        return table[packed] ?? .none
    }

    private struct PackedName: Hashable {
        var low: UInt64
        var high: UInt64
    }

    private static let table: [PackedName: Keyword] = {
        var result: [PackedName: Keyword] = [:]
        for keyword in Keyword.allCases where keyword != .none {
            let text = Array(keyword.spelling.utf8)
            var packed = PackedName(low: 0, high: 0)
            for (offset, byte) in text.enumerated() {
                if offset < 8 {
                    packed.low |= UInt64(byte) << (UInt64(offset) * 8)
                } else {
                    packed.high |= UInt64(byte) << (UInt64(offset - 8) * 8)
                }
            }
            result[packed] = keyword
        }
        return result
    }()

    /// The keyword as written in source.
    package var spelling: String {
        switch self {
        case .none: return ""
        case ._: return "_"
        default: return String(describing: self)
        }
    }
}
