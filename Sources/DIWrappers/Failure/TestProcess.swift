/// Whether this process runs tests, where a duplicate registration in the process-wide resolver most often means
/// two tests registered into the one `Resolver.shared` they share.
///
/// Told by the command line as the test runners write it: SwiftPM's test product (`Name.xctest`, run directly on
/// Linux and Windows, or passed to `xctest` or `swiftpm-testing-helper` on macOS) and Xcode's `xctest`. Tests hosted
/// in an app read as the app, so they get no note: the note is given only where it is known to apply.
enum TestProcess {
    static let isRunning: Bool = {
        let arguments = CommandLine.arguments
        let runner = arguments.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
        return runner == "xctest" || runner == "swiftpm-testing-helper"
            || arguments.contains { $0.hasSuffix(".xctest") || $0.contains(".xctest/") }
    }()
}
