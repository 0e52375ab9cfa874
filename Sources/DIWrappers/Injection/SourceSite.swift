import DIGraph

/// A place in the user's source, kept as the compiler handed it: a `register` call or a wrapper declaration.
struct SourceSite: Sendable {
    let fileID: StaticString
    let line: UInt
    let column: UInt

    var location: SourceLocation {
        SourceLocation(file: fileID.description, line: Int(line), column: Int(column))
    }
}
