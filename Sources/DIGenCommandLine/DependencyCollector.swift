import DIGen
import Foundation

/// Reads `--dependency [<target>=]<path>` options into the imported targets digen validates with, read only.
///
/// Each option names one file or directory of a target's sources (directories are searched recursively, generated
/// containers skipped, as for the target's own); options naming the same target add up. Without `<target>=`, the
/// target is named after the directory (a file's own directory): `Sources/Core` is target `Core`.
///
/// A `*.yml` path is the target's configuration instead (so digen can tell whether another target may use its
/// containers); one that does not exist stands for the default configuration, since the build plugin passes the
/// `digen.yml` a target would have whether or not it has one. A directory's own `digen.yml` counts too.
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

    /// Every Swift file of each target, sorted, for the generation stamp (its configuration files among them).
    func swiftFiles() throws(InputOutputError) -> [(target: String, paths: [String])] {
        var files: [(target: String, paths: [String])] = []
        for specification in specifications {
            let sources = specification.paths.filter { !Self.isConfiguration($0) }
            let configurations = specification.paths.filter(Self.isConfiguration)
                .filter { FileManager.default.fileExists(atPath: $0) }
            files.append((specification.target, try SourceCollector.swiftFiles(in: sources) + configurations))
        }
        return files
    }

    /// The targets with their sources and, where given, configuration read.
    func targets() throws(InputOutputError) -> [DependencyTarget] {
        var targets: [DependencyTarget] = []
        for specification in specifications {
            let sources = try SourceCollector.swiftFiles(in: specification.paths.filter { !Self.isConfiguration($0) })
            targets.append(DependencyTarget(
                name: specification.target, files: try SourceCollector.read(sources),
                configuration: try configuration(of: specification)))
        }
        return targets
    }

    private static func isConfiguration(_ path: String) -> Bool {
        path.hasSuffix(".yml") || path.hasSuffix(".yaml")
    }

    /// The `*.yml` path given for the target (the default configuration when it does not exist), else the
    /// `digen.yml` of a directory given for it, else `nil`: not known.
    private func configuration(of specification: Specification) throws(InputOutputError) -> GeneratorConfiguration? {
        let manager = FileManager.default
        guard let path = specification.paths.last(where: Self.isConfiguration)
            ?? specification.paths.lazy.compactMap(Self.directoryConfiguration).first
        else { return nil }
        guard manager.fileExists(atPath: path) else { return GeneratorConfiguration() }
        guard let data = manager.contents(atPath: path) else {
            throw InputOutputError(message: "cannot read configuration file \(path)")
        }
        do {
            return try ConfigurationParser.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw InputOutputError(
                message: "bad configuration key '\(error.key)' of target '\(specification.target)': \(error.reason)",
                location: "\(path):\(error.line):\(error.column)")
        }
    }

    /// `<directory>/digen.yml`, when `path` is a directory that has one.
    private static func directoryConfiguration(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        let file = (path.hasSuffix("/") ? path : path + "/") + "digen.yml"
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.fileExists(atPath: file) else { return nil }
        return file
    }

    /// What the stamp records besides the files: which target each path was given for.
    var stampDescription: String {
        specifications.map { "dependency \($0.target)=\($0.paths.joined(separator: ","))" }.joined(separator: "\n")
    }
}
