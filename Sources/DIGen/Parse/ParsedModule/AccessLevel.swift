/// A Swift access modifier as written on a declaration.
package enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, open

    package static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
