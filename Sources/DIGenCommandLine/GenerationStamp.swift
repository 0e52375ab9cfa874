import CDIPlatform
import Foundation

/// What a `generate` run depended on, kept in `<out>/.digen-stamp` so a re-run with nothing changed skips the
/// whole pipeline: the configuration text, every input's path, size and modification time, every output's
/// name, size and modification time, and the diagnostics that run printed (printed again on a skip).
struct GenerationStamp: Equatable {
    static let fileName = ".digen-stamp"
    /// Bump when generated output changes shape, so a new digen never trusts an old stamp.
    static let formatVersion = "digen-stamp 1"

    var inputs: String
    var outputs: String
    var diagnostics: String

    /// `path size seconds.nanoseconds` per file, or `nil` when a file cannot be stat'ed.
    static func describe(_ paths: [String]) -> String? {
        var lines: [String] = []
        lines.reserveCapacity(paths.count)
        for path in paths {
            var status = di_file_status()
            guard di_file_status_read(path, &status) == 0 else { return nil }
            lines.append("\(path) \(status.size) \(status.modification_seconds).\(status.modification_nanoseconds)")
        }
        return lines.joined(separator: "\n")
    }

    /// The inputs' description, digen's own executable among them: a rebuilt or upgraded digen over unchanged
    /// sources once found the stamp current and kept the old tool's output.
    static func inputs(configuration: String, paths: [String]) -> String? {
        describe(paths + toolPaths).map { formatVersion + "\n" + configuration + "\n" + $0 }
    }

    /// The running executable (`digen`, or the build plugin's copy), when the platform says where it is.
    static var toolPaths: [String] {
        Bundle.main.executablePath.map { [$0] } ?? []
    }

    /// The stamp in `directory`, if there is one and it parses.
    static func read(in directory: String) -> GenerationStamp? {
        guard let data = FileManager.default.contents(atPath: directory + "/" + fileName) else { return nil }
        let parts = String(decoding: data, as: UTF8.self).components(separatedBy: "\n\u{1E}\n")
        guard parts.count == 3 else { return nil }
        return GenerationStamp(inputs: parts[0], outputs: parts[1], diagnostics: parts[2])
    }

    func write(in directory: String) {
        let text = [inputs, outputs, diagnostics].joined(separator: "\n\u{1E}\n")
        _ = FileManager.default.createFile(atPath: directory + "/" + Self.fileName, contents: Data(text.utf8))
    }

    /// Output file paths recorded in ``outputs``.
    var outputPaths: [String] {
        outputs.split(separator: "\n").compactMap { line in
            line.split(separator: " ").dropLast(2).joined(separator: " ").nilIfEmpty
        }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
