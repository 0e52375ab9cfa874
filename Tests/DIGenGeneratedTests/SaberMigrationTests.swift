import Testing

/// The fixture `SaberMigration.swift` is Saber-era code digen refused or miscompiled before: compiled and run.
@Suite("Saber projects unchanged: optional injections, extension setters, static providers — compiled and run")
struct SaberMigrationTests {
    @Test("'(any Logging)?' is satisfied by the bindTo alias, 'Network!' and 'Clock?' by their plain bindings")
    func optionalInjectionsGetTheBoundInstances() throws {
        let container = MigrationContainer()
        let screen = container.screen
        let logger = try #require(screen.logger)
        #expect(logger === container.memoryLogger)
        #expect(screen.network === container.network)
        #expect(screen.clock != nil)
        logger.log("hello")
        #expect(container.memoryLogger.lines == ["hello"])
    }

    @Test("a computed property with a setter, declared in an extension, is injected through its setter")
    func extensionSetterIsInjected() {
        let screen = MigrationContainer().screen
        #expect(screen.trackerStorage?.name == "static")
        #expect(screen.tracker.name == "static")
    }
}
