import DIGen

/// libFuzzer entry point: scan and parse arbitrary bytes, then merge the result into a module.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: data, count: size)
    let file = DeclarationParser.parse(utf8: buffer, path: "fuzz.swift")
    _ = ParsedModule(files: [file])
    return 0
}
