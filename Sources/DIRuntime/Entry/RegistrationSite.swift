import DIGraph

/// Where `register` was called, kept as the compiler handed it: 16 bytes, no `String` made per registration.
@usableFromInline
struct RegistrationSite: @unchecked Sendable {
    // @unchecked: `fileID` points at an immutable string literal in the program image.
    /// The NUL-terminated UTF-8 text of `#fileID`, a literal that lives as long as the program.
    let fileID: UnsafeRawPointer
    let line: UInt32
    let column: UInt32

    @usableFromInline
    init(fileID: StaticString, line: UInt, column: UInt) {
        // `#fileID` is always a literal with a pointer representation; the fallback only guards misuse.
        let file: StaticString = fileID.hasPointerRepresentation ? fileID : "<unknown>"
        self.fileID = UnsafeRawPointer(file.utf8Start)
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
    }

    var file: String { String(cString: fileID.assumingMemoryBound(to: CChar.self)) }

    /// The location diagnostics point at.
    var location: SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}
