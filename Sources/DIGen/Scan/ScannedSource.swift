/// The scanner's output: significant tokens and comments, each in source order.
package struct ScannedSource: Sendable {
    /// Every token that is not a comment.
    package var tokens: [Token]
    /// Every comment, `//` and `/* */`.
    package var comments: [Token]
}
