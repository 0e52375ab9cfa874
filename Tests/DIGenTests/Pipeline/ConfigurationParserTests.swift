import DIGen
import DIGraph
import Testing

@Suite("Saber configuration (YAML subset)")
struct ConfigurationParserTests {
    @Test("every key Saber documents, with comments and quotes")
    func everyKey() throws {
        let configuration = try ConfigurationParser.parse("""
            # Access level for generated classes (internal by default)
            accessLevel: public # public, open, ...
            indentation:
                type: tab # or space
                size: 2
            lazyTypealias: "LazyInjection"
            """)
        #expect(configuration == GeneratorConfiguration(
            accessLevel: "public", indentation: .init(style: .tab, size: 2), lazyTypealias: "LazyInjection"))
        #expect(configuration.indentation.unit == "\t\t")
    }

    @Test("defaultIsolation says the target's default isolation, since a build plugin cannot read it")
    func defaultIsolation() throws {
        #expect(try ConfigurationParser.parse("defaultIsolation: MainActor").defaultIsolation == .mainActor)
        #expect(try ConfigurationParser.parse("defaultIsolation: nonisolated").defaultIsolation == .nonisolated)
        #expect(GeneratorConfiguration().defaultIsolation == .nonisolated)
    }

    @Test("an empty configuration is Saber's default: internal, 4 spaces, no lazy typealias")
    func defaults() throws {
        #expect(try ConfigurationParser.parse("") == GeneratorConfiguration())
        #expect(GeneratorConfiguration().indentation.unit == "    ")
    }

    @Test("memberNames chooses Saber's names (the default) or Swift's")
    func memberNames() throws {
        #expect(try ConfigurationParser.parse("memberNames: swift").memberNames == .swift)
        #expect(try ConfigurationParser.parse("memberNames: saber").memberNames == .saber)
        #expect(try ConfigurationParser.parse("memberNames: 'swift' # Swift's names").memberNames == .swift)
        #expect(GeneratorConfiguration().memberNames == .saber)
        #expect(try ConfigurationParser.parse("") == GeneratorConfiguration(memberNames: .saber))
    }

    @Test("a bad configuration is an error naming the key, line and column, never a silent fallback",
          arguments: [
            ("acessLevel: public", "1:1: 'acessLevel': unknown key; known keys are accessLevel, defaultIsolation, indentation, lazyTypealias, memberNames"),
            ("accessLevel: secret", "1:14: 'accessLevel': 'secret' is not an access level; use one of fileprivate, internal, open, package, private, public"),
            ("indentation:\n    type: spaces", "2:11: 'indentation.type': 'spaces' is not 'space' or 'tab'"),
            ("indentation:\n    size: four", "2:11: 'indentation.size': 'four' is not a number from 0 to 16"),
            ("indentation:\n    width: 4", "2:5: 'indentation.width': unknown key; known keys are indentation.type, indentation.size"),
            ("indentation: 4", "1:14: 'indentation': expected nested 'type' and 'size' keys"),
            ("lazyTypealias: () -> T", "1:16: 'lazyTypealias': '() -> T' is not a type name"),
            ("accessLevel", "1:1: 'accessLevel': expected 'key: value'"),
            ("defaultIsolation: MainActor.self", "1:19: 'defaultIsolation': 'MainActor.self' is not a default isolation Swift allows; use MainActor or nonisolated"),
            ("# names\nmemberNames:   Swift", "2:16: 'memberNames': 'Swift' is not a naming style; use saber (Saber's names, the default: 'APIClient' gives 'aPIClient') or swift (Swift's: 'apiClient')"),
            ("memberNames: \"camel\"", "1:14: 'memberNames': 'camel' is not a naming style; use saber (Saber's names, the default: 'APIClient' gives 'aPIClient') or swift (Swift's: 'apiClient')"),
          ])
    func badConfiguration(text: String, message: String) {
        #expect(throws: ConfigurationError.self) { try ConfigurationParser.parse(text) }
        do {
            _ = try ConfigurationParser.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
