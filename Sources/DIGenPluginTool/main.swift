// The build plugin's copy of `digen` (see Package.swift for why it is a separate executable).
import CDIPlatform
import DIGenCommandLine
import Foundation

let runner = CommandRunner(
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
di_process_exit(runner.run(Array(CommandLine.arguments.dropFirst())))
