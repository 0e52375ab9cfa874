@testable import DIGen
import Testing

/// Scans `source`; returns each significant token as `kind text`, and comments the same way.
private func scan(_ source: String) -> (tokens: [String], comments: [String]) {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        let scanned = SourceScanner.scan(buffer)
        func describe(_ token: Token) -> String {
            "\(token.kind) \(String(decoding: bytes[token.start..<token.end], as: UTF8.self))"
        }
        return (scanned.tokens.map(describe), scanned.comments.map(describe))
    }
}

private func positions(_ source: String) -> [String] {
    Array(source.utf8).withUnsafeBufferPointer { buffer in
        SourceScanner.scan(buffer).tokens.map { "\($0.line):\($0.column)-\($0.endLine) @\($0.start)" }
    }
}

@Suite struct SourceScannerTests {
    @Test func identifiersKeywordsOperatorsAndPunctuation() {
        #expect(scan("let x: [Int]? = a ?? b.c").tokens == [
            "identifier let", "identifier x", "colon :", "leftBracket [", "identifier Int", "rightBracket ]",
            "operator ?", "operator =", "identifier a", "operator ??", "identifier b", "period .", "identifier c",
        ])
    }

    @Test func keywordsAreClassifiedOnlyWhenSpelledExactly() {
        let bytes = Array("class classy _ init inits".utf8)
        let keywords = bytes.withUnsafeBufferPointer { SourceScanner.scan($0).tokens.map(\.keyword) }
        #expect(keywords == [.class, .none, ._, .`init`, .none])
    }

    @Test func stringInterpolationWithNestedStringsAndParenthesesIsOneToken() {
        #expect(scan(#"x = "a \(f("b)", (1))) c" + y"#).tokens == [
            "identifier x", "operator =", #"string "a \(f("b)", (1))) c""#, "operator +", "identifier y",
        ])
    }

    @Test func multiLineStringIsOneTokenAndLinesAreCounted() {
        let source = "a = \"\"\"\n  one \"quoted\"\n  \\(two)\n  \"\"\"\nb"
        #expect(scan(source).tokens.map { String($0.split(separator: " ")[0]) } == [
            "identifier", "operator", "string", "identifier",
        ])
        #expect(positions(source) == ["1:1-1 @0", "1:3-1 @2", "1:5-4 @4", "5:1-5 @38"])
    }

    @Test func rawStringsAtAnyDepthIgnoreQuotesAndBackslashes() {
        #expect(scan(###"a = #"say "hi" \n"# + ##"x"#y"## + #"""#"###).tokens == [
            "identifier a", "operator =", ##"string #"say "hi" \n"#"##, "operator +", ###"string ##"x"#y"##"###,
            "operator +", ##"string #"""#"##,
        ])
    }

    @Test func rawStringInterpolationNeedsTheHashes() {
        #expect(scan(##"#"a \(b) \#(c + ")") d"#"##).tokens == [##"string #"a \(b) \#(c + ")") d"#"##])
    }

    @Test func nestedBlockCommentsAreOneComment() {
        let result = scan("a /* one /* two */ still */ b // line\n/// doc")
        #expect(result.tokens == ["identifier a", "identifier b"])
        #expect(result.comments == [
            "blockComment /* one /* two */ still */", "lineComment // line", "lineComment /// doc",
        ])
    }

    @Test func regexLiteralsWhereAnExpressionStartsAndDivisionElsewhere() {
        #expect(scan("x = /a+b\\/c/ ; y = a / b / c").tokens == [
            "identifier x", "operator =", "regex /a+b\\/c/", "semicolon ;", "identifier y", "operator =",
            "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        ])
        #expect(scan("f(/[a-z)]+/)").tokens == ["identifier f", "leftParen (", "regex /[a-z)]+/", "rightParen )"])
        #expect(scan("{ /E.a ~= $0 }).map(/E.a)").tokens.contains("operator /"))
    }

    @Test func extendedRegexLiteralsMaySpanLines() {
        #expect(scan("r = #/\n  a / b\n/#\nz").tokens == ["identifier r", "operator =", "regex #/\n  a / b\n/#", "identifier z"])
    }

    @Test func attributesDirectivesAndBackticks() {
        #expect(scan("@available(*, deprecated) #if DEBUG `class` #endif").tokens == [
            "at @", "identifier available", "leftParen (", "operator *", "comma ,", "identifier deprecated",
            "rightParen )", "pound #if", "identifier DEBUG", "backtickIdentifier `class`", "pound #endif",
        ])
    }

    @Test func nonASCIIIdentifiersAndColumnsInBytes() {
        #expect(scan("let café = ü").tokens == ["identifier let", "identifier café", "operator =", "identifier ü"])
        #expect(positions("é x") == ["1:1-1 @0", "1:4-1 @3"])
    }

    @Test func numbersWithExponentsAndRanges() {
        #expect(scan("1.5e-3 0x1F 1..<2").tokens == [
            "number 1.5e-3", "number 0x1F", "number 1", "operator ..<", "number 2",
        ])
    }

    @Test func crlfAndCarriageReturnEndLines() {
        #expect(positions("a\r\nb\rc") == ["1:1-1 @0", "2:1-2 @3", "3:1-3 @5"])
    }

    @Test func unterminatedLiteralsEndAtTheirLineOrTheInput() {
        #expect(scan("a = \"open\nb").tokens == ["identifier a", "operator =", "string \"open", "identifier b"])
        #expect(scan("a /* open").comments == ["blockComment /* open"])
        #expect(scan("s = \"\"\"\nnever closed").tokens.last == "string \"\"\"\nnever closed")
    }

    @Test func shebangLineIsSkipped() {
        #expect(scan("#!/usr/bin/env swift\nx").tokens == ["identifier x"])
    }
}
