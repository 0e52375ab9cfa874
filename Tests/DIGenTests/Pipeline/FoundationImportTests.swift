import DIGen
import Testing

/// A generated file imports Foundation only where it may need it: loading the module is a cost every build of
/// the target pays in the type-checker, and a container of the module's own types names nothing of it.
@Suite("Generated imports: Foundation where the file may need it")
struct FoundationImportTests {
    static let services = """
        // @saber.scope(App)
        // @saber.cached
        final class Clock {}

        // @saber.scope(App)
        final class Screen {
            init(clock: Clock) {}
        }
        """

    static func imports(_ source: String) -> [String] {
        generatedText(source).split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
    }

    @Test("a container of the module's own types imports nothing")
    func ownTypesOnly() {
        #expect(Self.imports(appContainerSource + Self.services) == [])
    }

    @Test("a thread-safe container imports Foundation for its lock")
    func threadSafe() {
        let source = appContainerSource.replacingOccurrences(of: "protocol", with: "// @saber.threadSafe\nprotocol")
        #expect(Self.imports(source + Self.services) == ["import Foundation"])
    }

    @Test("a type the module does not declare (here an external) brings Foundation")
    func undeclaredTypes() {
        let external = appContainerSource.replacingOccurrences(
            of: "protocol", with: "// @saber.externals(URL)\nprotocol")
        #expect(Self.imports(external + Self.services) == ["import Foundation"])
    }

    @Test("the imports annotation's modules follow, and naming Foundation there keeps it first")
    func annotatedImports() {
        let source = appContainerSource.replacingOccurrences(
            of: "protocol", with: "// @saber.imports(UIKit, Foundation)\nprotocol")
        #expect(Self.imports(source + Self.services) == ["import Foundation", "import UIKit"])
    }
}
