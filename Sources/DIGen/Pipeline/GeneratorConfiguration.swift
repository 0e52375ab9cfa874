public import DIGraph

/// How generated containers are written: Saber's configuration keys, and the target's default isolation.
///
/// ```swift
/// let configuration = GeneratorConfiguration(accessLevel: "public", indentation: .init(style: .tab, size: 1))
/// ```
public struct GeneratorConfiguration: Hashable, Sendable {
    /// Indentation of the generated files.
    public struct Indentation: Hashable, Sendable {
        public enum Style: String, Hashable, Sendable { case space, tab }

        public var style: Style
        public var size: Int

        public init(style: Style = .space, size: Int = 4) {
            self.style = style
            self.size = size
        }

        /// One level of indentation as text.
        public var unit: String { String(repeating: style == .space ? " " : "\t", count: max(size, 0)) }
    }

    /// Access level of generated classes and their members (`internal` by default; `public`, `open`, …).
    public var accessLevel: String
    public var indentation: Indentation
    /// Name of a user typealias `typealias Name<T> = () -> T` whose uses are injected lazily, like `() -> T`.
    public var lazyTypealias: String?
    /// How a type's name becomes a member name: Saber's rule (the default, so a migrated project keeps its names)
    /// or Swift's.
    public enum MemberNames: String, Hashable, Sendable, CaseIterable {
        /// Saber's: lowercase the first letter only. `URLSession` → `uRLSession`, `APIClient` → `aPIClient`.
        case saber
        /// The Swift API Design Guidelines': lowercase the leading acronym, keeping the capital that starts the next
        /// word. `URLSession` → `urlSession`, `APIClient` → `apiClient`, `API` → `api`.
        case swift
    }

    /// The isolation of the target the generated files are compiled in: `.mainActor` for a target built with
    /// `.defaultIsolation(MainActor.self)`, where every type that says nothing else is main-actor isolated. A
    /// build plugin cannot read a target's Swift settings, so `digen.yml` says it (`defaultIsolation: MainActor`).
    public var defaultIsolation: Isolation
    /// How getters, parents and externals are named after their types (`memberNames: swift` in `digen.yml`).
    public var memberNames: MemberNames

    public init(
        accessLevel: String = "internal", indentation: Indentation = Indentation(), lazyTypealias: String? = nil,
        defaultIsolation: Isolation = .nonisolated, memberNames: MemberNames = .saber
    ) {
        self.accessLevel = accessLevel
        self.indentation = indentation
        self.lazyTypealias = lazyTypealias
        self.defaultIsolation = defaultIsolation
        self.memberNames = memberNames
    }
}
