import DIGraph
@testable import DIRuntime
import Testing

/// Two configuration types that print the same name, `Config`.
enum Network {
    final class Config: Sendable {
        let host: String
        init(host: String) { self.host = host }
    }
}

enum Storage {
    final class Config: Sendable {
        let path: String
        init(path: String) { self.path = path }
    }
}

final class Uploader: Sendable {
    let network: Network.Config
    let storage: Storage.Config
    init(network: Network.Config, storage: Storage.Config) {
        self.network = network
        self.storage = storage
    }
}

@Suite struct SameNamedTypesTests {
    @Test func twoTypesOfOneNameAreTwoKeysThatValidateCleanAndResolveToTheirOwnInstances() throws {
        let container = Container(name: "App", allowsOverrides: false)
        container.register(.singleton) { _ in Network.Config(host: "api.example.com") }
        container.register(.singleton) { _ in Storage.Config(path: "/var/data") }
        container.register(Uploader.init)
        #expect(container.validate().isEmpty)
        #expect(container.graph.bindings.map(\.key.description) == ["Network.Config", "Storage.Config", "Uploader"])
        #expect(container.graph.bindings[2].dependencies.map(\.key.description) == ["Network.Config", "Storage.Config"])
        let uploader: Uploader = try container.resolve()
        #expect(uploader.network.host == "api.example.com")
        #expect(uploader.storage.path == "/var/data")
        try container.bootstrap()
        #expect(try container.resolve(Uploader.self).network === uploader.network)
    }

    @Test func aChildResolvesEachOfTwoSameNamedTypesFromItsParent() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in Network.Config(host: "api.example.com") }
        let child = Container(name: "Child", parents: [parent])
        child.register(.singleton) { _ in Storage.Config(path: "/var/data") }
        child.register(Uploader.init)
        let grandchild = Container(name: "Grandchild", parents: [child])
        #expect(grandchild.validate().isEmpty)
        #expect(try grandchild.resolve(Network.Config.self).host == "api.example.com")
        #expect(try grandchild.resolve(Storage.Config.self).path == "/var/data")
        #expect(try grandchild.resolve(Uploader.self).network === parent.resolve(Network.Config.self))
    }

    @Test func aChildAskingForAnUnregisteredTypeIsNotGivenASameNamedOne() throws {
        let parent = Container(name: "Parent")
        parent.register(.singleton) { _ in Storage.Config(path: "/var/data") }
        let child = Container(name: "Child", parents: [parent])
        #expect(renderedError { _ = try child.resolve(Network.Config.self) } == """
            error: [missingBinding] no binding for 'Network.Config' is visible in container 'Child'
            """)
        #expect(try child.resolve(Storage.Config.self).path == "/var/data")
    }

    @Test func aMissingDependencyOnOneOfTwoSameNamedTypesNamesItUnambiguously() throws {
        let container = Container(name: "App")
        container.register(.singleton) { _ in Storage.Config(path: "/var/data") }
        container.register(Uploader.init)
        let line = #line - 1
        let validated = """
            DIRuntimeTests/SameNamedTypesTests.swift:\(line):27: error: [missingBinding] 'Uploader' needs 'Network.Config', but no binding for 'Network.Config' is visible in container 'App'
            """
        #expect(DiagnosticRenderer().render(container.validate()) == validated)
        #expect(renderedError { _ = try container.resolve(Uploader.self) } == validated + """

            note: resolution path: 'Uploader' -> 'Network.Config'
            DIRuntimeTests/SameNamedTypesTests.swift:\(line):27: note: 'Uploader' is registered here
            """)
    }

    @Test func namesLoseTheirModuleOnlyWhereThatKeepsThemApart() {
        #expect(TypeNaming.withoutModules("Swift.Array<App.Network.Config>") == "Array<Network.Config>")
        #expect(TypeNaming.withoutModules("(App.Network.Config, Swift.Int) -> App.Storage.Config")
            == "(Network.Config, Int) -> Storage.Config")
        #expect(TypeNaming.withoutModules("App.`(unknown context at $1f2e)`.Config") == "`(unknown context at $1f2e)`.Config")
        #expect(TypeNaming.qualifiedText(of: Network.Config.self) == "DIRuntimeTests.Network.Config")
        let types: [Any.Type] = [Network.Config.self, Storage.Config.self, Uploader.self, [Network.Config].self]
        let naming = TypeNaming(types)
        #expect(naming.name(of: Network.Config.self).text == "Network.Config")
        #expect(naming.name(of: Uploader.self).text == "Uploader")
        #expect(naming.name(of: [Network.Config].self).text == "[Config]")
        #expect(naming.name(of: [Storage.Config].self).text == "[Storage.Config]")
    }
}
