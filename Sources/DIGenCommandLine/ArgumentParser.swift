/// The tiny command-line parser digen needs: `--name value` options (repeatable), `--flag`s and positionals.
struct ParsedArguments {
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// - Parameters:
    ///   - arguments: the arguments after the subcommand.
    ///   - valueOptions: option names that take a value (without `--`).
    ///   - flagOptions: option names that take none.
    /// - Throws: ``UsageError`` for an unknown option or a missing value.
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError(message: "option '--\(name)' needs a value") }
                    options[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                let known = (valueOptions.union(flagOptions)).sorted().map { "--\($0)" }.joined(separator: ", ")
                throw UsageError(message: "unknown option '--\(name)'; options here are \(known)")
            }
        }
    }

    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
}
