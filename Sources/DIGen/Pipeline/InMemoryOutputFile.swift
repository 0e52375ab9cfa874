/// A generated file, not yet written: `Name.saber.swift` and its bytes.
public struct InMemoryOutputFile: Hashable, Sendable {
    public var fileName: String
    public var contents: String

    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}
