/// A command line digen cannot run: exit code 2, with the message and the command's help.
struct UsageError: Error {
    var message: String
}

/// A file or directory digen cannot read or write: exit code 2.
struct InputOutputError: Error {
    var message: String
}
