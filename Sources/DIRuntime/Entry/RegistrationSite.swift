import DIGraph

/// Where `register` was called, kept as the compiler handed it (no `String` is made per registration).
@usableFromInline
struct RegistrationSite: Sendable {
    let fileID: StaticString
    let line: UInt32
    let column: UInt32

    @usableFromInline
    init(fileID: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
    }

    /// The location diagnostics point at.
    var location: SourceLocation {
        SourceLocation(file: fileID.description, line: Int(line), column: Int(column))
    }
}
