/// A file or directory digen cannot read or write, or a bad configuration file: exit code 2.
struct InputOutputError: Error {
    var message: String
}
