/// A Swift source given to the generator: its path (used in diagnostics) and its text.
public struct InputFile: Hashable, Sendable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
