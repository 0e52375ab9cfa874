/// A file or directory digen cannot read or write, or a bad configuration file: exit code 2.
struct InputOutputError: Error {
    var message: String
    /// `file:line:col` of the text at fault (a bad configuration file), written first as compilers do, so editors
    /// and build logs link to the line.
    var location: String?

    init(message: String, location: String? = nil) {
        self.message = message
        self.location = location
    }

    /// `error: message`, or `file:line:col: error: message`.
    var rendered: String { location.map { "\($0): error: \(message)" } ?? "error: \(message)" }
}
