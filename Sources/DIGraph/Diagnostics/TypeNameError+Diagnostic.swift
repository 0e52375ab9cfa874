extension TypeNameError {
    /// The error as an `invalidType` diagnostic, so a front-end reports bad type text like every other problem.
    ///
    /// - Parameter location: where the type text starts in the user's source; the column is moved to the
    ///   offending character when the text is on one line.
    public func diagnostic(at location: SourceLocation?) -> Diagnostic {
        var pointed = location
        if var located = location, !text.utf8.prefix(offset).contains(UInt8(ascii: "\n")) {
            located.column += text.utf8.prefix(offset).count
            pointed = located
        }
        return Diagnostic(.error, .invalidType, "'\(text)' is not a valid type: \(reason)", at: pointed)
    }
}
