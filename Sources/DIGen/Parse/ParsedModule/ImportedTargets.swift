package import DIGraph

/// Which of a module's files belong to targets it imports, read only: digen models their containers so the
/// target's own may depend on them, but generates nothing for them and leaves their own mistakes to their build.
///
/// ```swift
/// let imported = ImportedTargets(targetByFile: ["Core/Core.swift": "Core"], names: ["Core"])
/// imported.target(of: diagnostic.location)   // "Core" for a finding inside Core's sources
/// ```
package struct ImportedTargets: Hashable, Sendable {
    /// The imported target each imported file belongs to, by path.
    package var targetByFile: [String: String]
    /// Every imported target, sorted, including those with no file.
    package var names: [String]
    /// The access level each imported target generates its containers with, where its configuration is known.
    package var accessLevelByTarget: [String: String]

    package init(
        targetByFile: [String: String] = [:], names: [String] = [], accessLevelByTarget: [String: String] = [:]
    ) {
        self.targetByFile = targetByFile
        self.names = names
        self.accessLevelByTarget = accessLevelByTarget
    }

    /// Whether the run reads any other target: without one, nothing here changes what digen reports.
    package var isEmpty: Bool { names.isEmpty }

    /// The imported target a location lies in; `nil` for the target's own files and for unlocated findings.
    package func target(of location: SourceLocation?) -> String? {
        location.flatMap { targetByFile[$0.file] }
    }

    /// Whether a location lies in an imported target's file.
    package func isImported(_ location: SourceLocation?) -> Bool { target(of: location) != nil }
}
