import DIGen
import Foundation

/// Reads `--dependency [<target>=]<path>` options into the imported targets digen validates with, read only.
///
/// Each option names one file or directory of a target's sources (directories are searched recursively, generated
/// containers skipped, as for the target's own); options naming the same target add up. Without `<target>=`, the
/// target is named after the directory (a file's own directory): `Sources/Core` is target `Core`.
struct DependencyCollector {
    /// One target's paths, in the order given.
    struct Specification: Equatable {
        var target: String
        var paths: [String]
    }

    let specifications: [Specification]

    /// - Throws: ``UsageError`` for an empty target name or path.
    init(_ values: [String]) throws(UsageError) {
        var specifications: [Specification] = []
        for value in values {
            let (target, path) = try Self.split(value)
            if let index = specifications.firstIndex(where: { $0.target == target }) {
                specifications[index].paths.append(path)
            } else {
                specifications.append(Specification(target: target, paths: [path]))
            }
        }
        self.specifications = specifications
    }

    /// `Core=Sources/Core` → (`Core`, `Sources/Core`); `Sources/Core` → (`Core`, `Sources/Core`). Text before the
    /// first `=` is a target name only when it has no `/`, so a path with `=` in it still reads as a path.
    static func split(_ value: String) throws(UsageError) -> (target: String, path: String) {
        if let equals = value.firstIndex(of: "="), !value[..<equals].contains("/") {
            let target = String(value[..<equals])
            let path = String(value[value.index(after: equals)...])
            guard !target.isEmpty, !path.isEmpty else {
                throw UsageError(message: "'--dependency \(value)' needs a target name and a path: <target>=<path>")
            }
            return (target, path)
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory)
        var url = URL(fileURLWithPath: value).standardizedFileURL
        if exists, !isDirectory.boolValue { url.deleteLastPathComponent() }
        let target = url.lastPathComponent
        guard !value.isEmpty, !target.isEmpty, target != "/" else {
            throw UsageError(message: "'--dependency \(value)' names no target; write <target>=<path>")
        }
        return (target, value)
    }

    /// Every Swift file of each target, sorted, for the generation stamp.
    func swiftFiles() throws(InputOutputError) -> [(target: String, paths: [String])] {
        var files: [(target: String, paths: [String])] = []
        for specification in specifications {
            files.append((specification.target, try SourceCollector.swiftFiles(in: specification.paths)))
        }
        return files
    }

    /// The targets with their sources read.
    func targets() throws(InputOutputError) -> [DependencyTarget] {
        var targets: [DependencyTarget] = []
        for (target, paths) in try swiftFiles() {
            targets.append(DependencyTarget(name: target, files: try SourceCollector.read(paths)))
        }
        return targets
    }

    /// What the stamp records besides the files: which target each path was given for.
    var stampDescription: String {
        specifications.map { "dependency \($0.target)=\($0.paths.joined(separator: ","))" }.joined(separator: "\n")
    }
}
