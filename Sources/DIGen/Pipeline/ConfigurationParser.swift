/// Reads Saber's YAML configuration (the subset Saber documents; anything else is an error naming the key):
///
/// ```yaml
/// accessLevel: internal   # or public, open, package, fileprivate
/// indentation:
///     type: space         # or tab
///     size: 4
/// lazyTypealias: LazyInjection
/// defaultIsolation: MainActor   # the target's `.defaultIsolation(MainActor.self)`; or nonisolated
/// memberNames: swift            # Swift's member names (`APIClient` → `apiClient`); or saber (the default)
/// ```
public enum ConfigurationParser {
    private static let knownKeys = "accessLevel, defaultIsolation, indentation, lazyTypealias, memberNames"

    private static let accessLevels: Set<String> = ["internal", "public", "open", "package", "fileprivate", "private"]

    /// - Throws: ``ConfigurationError`` for an unknown key, a bad value, or a line that is not `key: value`.
    public static func parse(_ text: String) throws(ConfigurationError) -> GeneratorConfiguration {
        var configuration = GeneratorConfiguration()
        var section: String?
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let content = String(rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            guard !content.trimmingWhitespace.isEmpty else { continue }
            let isNested = content.first == " " || content.first == "\t"
            let keyColumn = column(ofFirstTextIn: content[...])
            guard let colon = content.firstIndex(of: ":") else {
                throw ConfigurationError(
                    key: content.trimmingWhitespace, line: number, column: keyColumn, reason: "expected 'key: value'")
            }
            let key = String(content[..<colon]).trimmingWhitespace
            let afterColon = content[content.index(after: colon)...]
            let colonOffset = content.distance(from: content.startIndex, to: colon)
            let entry = Entry(
                key: key, value: unquoted(String(afterColon).trimmingWhitespace), line: number, keyColumn: keyColumn,
                valueColumn: colonOffset + column(ofFirstTextIn: afterColon) + 1)
            if isNested, let section {
                try apply(nested: entry, in: section, to: &configuration)
                continue
            }
            section = nil
            try apply(entry, to: &configuration)
            if key == "indentation" { section = key }
        }
        return configuration
    }

    /// One `key: value` line, with where its key and value start (1-based columns), for errors at the text.
    private struct Entry {
        var key: String
        var value: String
        var line: Int
        var keyColumn: Int
        var valueColumn: Int

        func badKey(_ reason: String, path: String? = nil) -> ConfigurationError {
            ConfigurationError(key: path ?? key, line: line, column: keyColumn, reason: reason)
        }

        func badValue(_ reason: String, path: String? = nil) -> ConfigurationError {
            ConfigurationError(key: path ?? key, line: line, column: valueColumn, reason: reason)
        }
    }

    private static func apply(
        _ entry: Entry, to configuration: inout GeneratorConfiguration
    ) throws(ConfigurationError) {
        let value = entry.value
        switch entry.key {
        case "accessLevel":
            guard accessLevels.contains(value) else {
                throw entry.badValue(
                    "'\(value)' is not an access level; use one of \(accessLevels.sorted().joined(separator: ", "))")
            }
            configuration.accessLevel = value
        case "indentation":
            guard value.isEmpty else { throw entry.badValue("expected nested 'type' and 'size' keys") }
        case "lazyTypealias":
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                throw entry.badValue("'\(value)' is not a type name")
            }
            configuration.lazyTypealias = value
        case "defaultIsolation":
            switch value {
            case "MainActor": configuration.defaultIsolation = .mainActor
            case "nonisolated": configuration.defaultIsolation = .nonisolated
            default:
                throw entry.badValue("'\(value)' is not a default isolation Swift allows; use MainActor or nonisolated")
            }
        case "memberNames":
            guard let style = GeneratorConfiguration.MemberNames(rawValue: value) else {
                throw entry.badValue(
                    "'\(value)' is not a naming style; use saber (Saber's names, the default: 'APIClient' gives "
                        + "'aPIClient') or swift (Swift's: 'apiClient')")
            }
            configuration.memberNames = style
        default:
            throw entry.badKey("unknown key; known keys are \(knownKeys)")
        }
    }

    private static func apply(
        nested entry: Entry, in section: String, to configuration: inout GeneratorConfiguration
    ) throws(ConfigurationError) {
        let path = "\(section).\(entry.key)"
        switch entry.key {
        case "type":
            guard let style = GeneratorConfiguration.Indentation.Style(rawValue: entry.value) else {
                throw entry.badValue("'\(entry.value)' is not 'space' or 'tab'", path: path)
            }
            configuration.indentation.style = style
        case "size":
            guard let size = Int(entry.value), (0...16).contains(size) else {
                throw entry.badValue("'\(entry.value)' is not a number from 0 to 16", path: path)
            }
            configuration.indentation.size = size
        default:
            throw entry.badKey("unknown key; known keys are indentation.type, indentation.size", path: path)
        }
    }

    /// The 1-based column of the first character that is not a space or tab (one past the end when there is none).
    private static func column(ofFirstTextIn text: Substring) -> Int {
        let first = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        return text.distance(from: text.startIndex, to: first) + 1
    }

    private static func unquoted(_ value: String) -> String {
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
