// DIGen's parser is internal to SwiftDI's package, not API: run.sh builds with `-enable-testing` to reach it.
@testable import DIGen
import Foundation

// Usage: Conformance CORPUS_DIRECTORY [--show N]
// Parses every .swift file under the directory with swift-syntax and with DIGen, compares the declarations
// (kind, dotted name, line) and prints files, declarations, agreement and the disagreements.

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: Conformance CORPUS_DIRECTORY [--show N]\n".utf8))
    exit(2)
}
if arguments[1] == "--dump", arguments.count >= 3, let source = try? String(contentsOfFile: arguments[2], encoding: .utf8) {
    // Both parsers' declarations for one file, side by side, for investigating a disagreement.
    print("swift-syntax:")
    for declaration in SwiftSyntaxDeclarations(source: source).declarations.sorted() { print("  \(declaration)") }
    print("DIGen:")
    let file = DeclarationParser.parse(source, path: arguments[2])
    for declaration in DIGenDeclarations.declarations(in: file).sorted() { print("  \(declaration)") }
    exit(0)
}
let root = URL(fileURLWithPath: arguments[1])
var show = 200
if let flag = arguments.firstIndex(of: "--show"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
    show = value
}

var paths: [String] = []
if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
    for case let url as URL in enumerator where url.pathExtension == "swift" { paths.append(url.path) }
}
paths.sort()

var files = 0
var skipped = 0
var expectedCount = 0
var actualCount = 0
var matchedCount = 0
var disagreeingFiles = 0
var lines: [String] = []
for path in paths {
    guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
        skipped += 1
        continue
    }
    files += 1
    let expected = SwiftSyntaxDeclarations(source: source).declarations
    let actual = DIGenDeclarations.declarations(in: DeclarationParser.parse(source, path: path))
    var remaining: [Declaration: Int] = [:]
    for declaration in expected { remaining[declaration, default: 0] += 1 }
    var extra: [Declaration] = []
    for declaration in actual {
        if let count = remaining[declaration], count > 0 {
            remaining[declaration] = count - 1
            matchedCount += 1
        } else {
            extra.append(declaration)
        }
    }
    let missing = remaining.flatMap { Array(repeating: $0.key, count: $0.value) }
    expectedCount += expected.count
    actualCount += actual.count
    if !missing.isEmpty || !extra.isEmpty {
        disagreeingFiles += 1
        let relative = String(path.dropFirst(root.path.count + 1))
        for declaration in missing.sorted() { lines.append("\(relative):\(declaration.line): missing \(declaration.kind) \(declaration.name)") }
        for declaration in extra.sorted() { lines.append("\(relative):\(declaration.line): extra \(declaration.kind) \(declaration.name)") }
    }
}

let union = expectedCount + actualCount - matchedCount
let agreement = union == 0 ? 100.0 : Double(matchedCount) * 100 / Double(union)
for line in lines.prefix(show) { print(line) }
if lines.count > show { print("… \(lines.count - show) more") }
print("files: \(files) (\(skipped) not UTF-8, skipped), files with a disagreement: \(disagreeingFiles)")
print("declarations: swift-syntax \(expectedCount), DIGen \(actualCount), matched \(matchedCount)")
print(String(format: "agreement: %.4f %% (matched / union; %d disagreements)", agreement, union - matchedCount))
