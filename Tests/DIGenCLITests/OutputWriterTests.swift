@testable import DIGenCommandLine
import DIGen
import Foundation
import Testing

@Suite("Writing generated files")
struct OutputWriterTests {
    private func generated(_ name: String, _ body: String) -> InMemoryOutputFile {
        InMemoryOutputFile(fileName: name, contents: ContainerRenderer.header + "\n" + body)
    }

    @Test("new files are written; a second identical run touches nothing and keeps the modification time")
    func unchangedFilesAreNotTouched() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let writer = OutputWriter(directory: directory.path + "/out")
        let files = [generated("A.saber.swift", "a"), generated("B.saber.swift", "b")]
        let first = try writer.write(files)
        #expect(first.written.map { $0.hasSuffix("/out/A.saber.swift") } == [true, false])
        #expect(first.written.count == 2)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try directory.setModificationDate("out/A.saber.swift", past)
        let second = try writer.write(files)
        #expect(second.written.isEmpty)
        #expect(second.unchanged.count == 2)
        #expect(try directory.modificationDate("out/A.saber.swift") == past)
        #expect(directory.files("out") == ["A.saber.swift", "B.saber.swift"])
    }

    @Test("a changed generated file is replaced atomically, leaving no temporary file behind")
    func changedFilesAreReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let writer = OutputWriter(directory: directory.path)
        _ = try writer.write([generated("A.saber.swift", "old")])
        let summary = try writer.write([generated("A.saber.swift", "new")])
        #expect(summary.written.count == 1)
        #expect(directory.read("A.saber.swift") == ContainerRenderer.header + "\nnew")
        #expect(directory.files("") == ["A.saber.swift"])
    }

    @Test("a file digen did not generate is never overwritten")
    func foreignFilesAreNotOverwritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("A.saber.swift", "// my own code\n")
        let writer = OutputWriter(directory: directory.path)
        #expect(throws: InputOutputError.self) { try writer.write([generated("A.saber.swift", "a")]) }
        #expect(directory.read("A.saber.swift") == "// my own code\n")
    }

    @Test("stale generated files are removed; stale files digen did not generate are kept")
    func staleFiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let writer = OutputWriter(directory: directory.path)
        _ = try writer.write([generated("Old.saber.swift", "old"), generated("Kept.saber.swift", "kept")])
        try directory.write("Mine.saber.swift", "// handwritten\n")
        try directory.write("Other.swift", "// not ours\n")
        let summary = try writer.write([generated("Kept.saber.swift", "kept")])
        #expect(summary.removed.count == 1)
        #expect(summary.removed.first?.hasSuffix("/Old.saber.swift") == true)
        #expect(directory.files("") == ["Kept.saber.swift", "Mine.saber.swift", "Other.swift"])
    }
}
