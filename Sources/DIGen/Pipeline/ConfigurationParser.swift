/// Reads Saber's YAML configuration (the subset Saber documents; anything else is an error naming the key):
///
/// ```yaml
/// accessLevel: internal   # or public, open, package, fileprivate
/// indentation:
///     type: space         # or tab
///     size: 4
/// lazyTypealias: LazyInjection
/// defaultIsolation: MainActor   # the target's `.defaultIsolation(MainActor.self)`; or nonisolated
/// ```
public enum ConfigurationParser {
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
            guard let colon = content.firstIndex(of: ":") else {
                throw ConfigurationError(key: content.trimmingWhitespace, line: number, reason: "expected 'key: value'")
            }
            let key = String(content[..<colon]).trimmingWhitespace
            let value = unquoted(String(content[content.index(after: colon)...]).trimmingWhitespace)
            if isNested, let section {
                try apply(nested: key, value: value, in: section, line: number, to: &configuration)
                continue
            }
            section = nil
            switch key {
            case "accessLevel":
                guard accessLevels.contains(value) else {
                    throw ConfigurationError(
                        key: key, line: number,
                        reason: "'\(value)' is not an access level; use one of \(accessLevels.sorted().joined(separator: ", "))")
                }
                configuration.accessLevel = value
            case "indentation":
                guard value.isEmpty else {
                    throw ConfigurationError(key: key, line: number, reason: "expected nested 'type' and 'size' keys")
                }
                section = key
            case "lazyTypealias":
                guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
                    throw ConfigurationError(key: key, line: number, reason: "'\(value)' is not a type name")
                }
                configuration.lazyTypealias = value
            case "defaultIsolation":
                switch value {
                case "MainActor": configuration.defaultIsolation = .mainActor
                case "nonisolated": configuration.defaultIsolation = .nonisolated
                default:
                    throw ConfigurationError(
                        key: key, line: number,
                        reason: "'\(value)' is not a default isolation Swift allows; use MainActor or nonisolated")
                }
            default:
                throw ConfigurationError(
                    key: key, line: number,
                    reason: "unknown key; known keys are accessLevel, defaultIsolation, indentation, lazyTypealias")
            }
        }
        return configuration
    }

    private static func apply(
        nested key: String, value: String, in section: String, line: Int, to configuration: inout GeneratorConfiguration
    ) throws(ConfigurationError) {
        let path = "\(section).\(key)"
        switch key {
        case "type":
            guard let style = GeneratorConfiguration.Indentation.Style(rawValue: value) else {
                throw ConfigurationError(key: path, line: line, reason: "'\(value)' is not 'space' or 'tab'")
            }
            configuration.indentation.style = style
        case "size":
            guard let size = Int(value), (0...16).contains(size) else {
                throw ConfigurationError(key: path, line: line, reason: "'\(value)' is not a number from 0 to 16")
            }
            configuration.indentation.size = size
        default:
            throw ConfigurationError(key: path, line: line, reason: "unknown key; known keys are indentation.type, indentation.size")
        }
    }

    private static func unquoted(_ value: String) -> String {
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
