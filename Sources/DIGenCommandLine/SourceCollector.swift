import DIGen
import Foundation

/// Finds the Swift sources under the given files and directories (recursively, sorted), skipping generated
/// containers: every `*.saber.swift` file (digen's or Saber's, wherever it is), and any file with digen's header.
enum SourceCollector {
    static func collect(_ paths: [String]) throws(InputOutputError) -> [InputFile] {
        try read(swiftFiles(in: paths))
    }

    /// The Swift files under `paths`, sorted, without reading them; never a `*.saber.swift` file.
    static func swiftFiles(in paths: [String]) throws(InputOutputError) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputOutputError(message: "no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else {
                throw InputOutputError(message: "cannot list directory: \(path)")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(base + "/" + relative) }
            }
        }
        return Set(files.filter { !$0.hasSuffix(".saber.swift") }).sorted()
    }

    /// Reads the files, leaving out those digen generated.
    static func read(_ files: [String]) throws(InputOutputError) -> [InputFile] {
        let manager = FileManager.default
        var inputs: [InputFile] = []
        for file in files {
            guard let data = manager.contents(atPath: file) else {
                throw InputOutputError(message: "cannot read \(file)")
            }
            let contents = String(decoding: data, as: UTF8.self)
            if contents.hasPrefix(ContainerRenderer.header) { continue }
            inputs.append(InputFile(path: file, contents: contents))
        }
        return inputs
    }
}
