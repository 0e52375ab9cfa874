import DIGen
import DIGraph
import Foundation
import Testing

/// Every note that suggests a fix is a claim: each test here reads the message of a failing program, applies what
/// the note says, and shows the mistake gone, compiling the generated container when one is written.
@Suite("Advice that works")
struct AdviceThatWorksTests {
    static let inbox = appContainerSource + """
        // @saber.scope(App)
        actor Inbox {
            init() async {}
        }

        """

    @Test func anAsyncDependencyIsAdvisedInDigensOwnWords() {
        #expect(renderedDiagnostics(Self.inbox + """
            // @saber.scope(App)
            final class Badge {
                init(inbox: Inbox) {}
            }
            """) == """
            Test.swift:10:10: error: [asyncDependency] 'Badge' is made synchronously, but needs 'Inbox' for 'inbox', which can only be made with 'await'
            Test.swift:9:13: note: 'Badge' is bound here, made synchronously and nonisolated
            Test.swift:5:7: note: 'Inbox' is bound here, made asynchronously and nonisolated
            note: make the initializer or provider method of 'Badge' 'async', so its container awaits 'Inbox' before making it
            """)
    }

    @Test func anAsyncInitializerAsAdvisedGivesAContainerThatCompiles() throws {
        let source = Self.inbox + """
            // @saber.scope(App)
            final class Badge {
                init(inbox: Inbox) async {}
            }
            """
        #expect(renderedDiagnostics(source) == "")
        #expect(try Self.compiledErrors(source) == "")
    }

    static func session(member: String) -> String {
        """
        // @saber.container(SessionContainer)
        // @saber.scope(Session)
        // @saber.externals(SignedInUser)
        protocol SessionContaining {}

        typealias UserID = String

        struct SignedInUser {
            let id: \(member)
        }

        // @saber.scope(Session)
        final class ProfileLoader {
            init(userID: UserID) {}
        }
        """
    }

    @Test func aMissingAliasNamesTheExternalsMemberOfTheAliasedTypeAsWritten() {
        #expect(renderedDiagnostics(Self.session(member: "String")) == """
            Test.swift:14:10: error: [missingBinding] 'ProfileLoader' needs 'UserID' for 'userID', but no binding for 'UserID' is visible in container 'SessionContainer'
            Test.swift:9:9: note: 'UserID' is an alias of 'String', and member 'id' of external 'SignedInUser' is declared as 'String'; an external's member provides the type it is declared with, so declare it 'id: UserID' if it is the 'UserID' meant
            """)
    }

    @Test func theMemberDeclaredAsTheAliasAsAdvisedProvidesItAndCompiles() throws {
        let source = Self.session(member: "UserID")
        #expect(renderedDiagnostics(source) == "")
        #expect(try Self.compiledErrors(source, name: "Session") == "")
    }

    @Test func aMemberOfAnExternalThatIsNotVisibleIsNamedAsWritten() {
        #expect(renderedDiagnostics(appContainerSource + """
            // @saber.scope(App)
            final class Feed {
                init(token: String) {}
            }

            // @saber.container(SessionContainer)
            // @saber.scope(Session)
            // @saber.externals(SignedInUser)
            protocol SessionContaining {}

            struct SignedInUser {
                let token: String
            }
            """) == """
            Test.swift:6:10: error: [missingBinding] 'Feed' needs 'String' for 'token', but no binding for 'String' is visible in container 'AppContainer'
            Test.swift:15:9: note: 'String' is member 'token' of external 'SignedInUser', bound in container 'SessionContainer.signedInUser.token', which is not visible from 'AppContainer'
            """)
    }

    static func routes(_ annotated: String) -> String {
        appContainerSource + """
            protocol RouteHandler {}

            // @saber.scope(App)
            // @di.into([String: \(annotated)], key: "logs")
            final class LogsHandler: RouteHandler {
                init() {}
            }
            """
    }

    @Test func aTypeAnAnnotationNamesThatTheModuleDoesNotDeclareIsWarnedAtTheAnnotation() throws {
        let source = Self.routes("RoeutHandler")
        #expect(renderedDiagnostics(source) == """
            Test.swift:7:4: warning: [undeclaredType] 'RoeutHandler', named in '@di.into', is not declared in the scanned sources (it may come from another module)
            Test.swift:4:10: note: did you mean 'RouteHandler'?
            """)
        // A warning, not an error: the container is written, and the compiler then stops in it.
        let errors = try Self.compiledErrors(source, name: "Typo")
        #expect(errors.contains("cannot find type 'RoeutHandler' in scope"))
    }

    @Test func theCloseMatchAsAdvisedGivesAContainerThatCompiles() throws {
        let source = Self.routes("RouteHandler")
        #expect(renderedDiagnostics(source) == "")
        #expect(try Self.compiledErrors(source, name: "Routes") == "")
    }

    /// The compiler's errors for `source` and what digen writes for it, "" when both compile cleanly.
    static func compiledErrors(_ source: String, name: String = "Advice") throws -> String {
        let output = generate(source)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("digen-advice-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files = [directory.appendingPathComponent("\(name).swift")]
        try source.write(to: files[0], atomically: true, encoding: .utf8)
        for file in output.files {
            files.append(directory.appendingPathComponent(file.fileName))
            try file.contents.write(to: files.last!, atomically: true, encoding: .utf8)
        }
        return try GeneratedCodeCompilesTests.compile(files, defaultMainActor: false, in: directory)
    }
}
