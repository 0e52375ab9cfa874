/// A command line digen cannot run: exit code 2, with the message and a pointer to `--help`.
struct UsageError: Error {
    var message: String
}
