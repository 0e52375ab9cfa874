import Foundation
let out = CommandLine.arguments[1]
FileHandle.standardError.write(Data("GEN RAN\n".utf8))
try! "let generated = 42\n".write(toFile: out, atomically: true, encoding: .utf8)
