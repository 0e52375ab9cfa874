/// How generated containers are written: Saber's configuration keys.
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

    public init(accessLevel: String = "internal", indentation: Indentation = Indentation(), lazyTypealias: String? = nil) {
        self.accessLevel = accessLevel
        self.indentation = indentation
        self.lazyTypealias = lazyTypealias
    }
}
