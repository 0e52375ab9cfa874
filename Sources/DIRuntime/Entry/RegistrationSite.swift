import DIGraph

/// Where `register` was called, kept as the compiler handed it: 16 bytes, no `String` made per registration.
@usableFromInline
struct RegistrationSite: @unchecked Sendable {
    // @unchecked: `fileID` points at an immutable string literal in the program image.
    /// The NUL-terminated UTF-8 text of `#fileID`, a literal that lives as long as the program.
    let fileID: UnsafeRawPointer
    /// The line in the low 32 bits, the column in the high: one 64-bit field, not two 32-bit ones, because the
    /// calling convention passes two adjacent 32-bit fields as one register that the caller assembles in memory, and
    /// that memory, one stack slot per `register` inlined into a function of many registrations, is what LLVM's
    /// promotion of stack slots to registers then walks the whole function for.
    let position: UInt64

    var line: UInt32 { UInt32(truncatingIfNeeded: position) }
    var column: UInt32 { UInt32(truncatingIfNeeded: position &>> 32) }

    @usableFromInline
    init(fileID: StaticString, line: UInt, column: UInt) {
        // `#fileID` is always a literal with a pointer representation; the fallback only guards misuse.
        let file: StaticString = fileID.hasPointerRepresentation ? fileID : "<unknown>"
        self.fileID = UnsafeRawPointer(file.utf8Start)
        position = UInt64(UInt32(truncatingIfNeeded: line)) | UInt64(UInt32(truncatingIfNeeded: column)) &<< 32
    }

    var file: String { String(cString: fileID.assumingMemoryBound(to: CChar.self)) }

    /// The location diagnostics point at.
    var location: SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}
