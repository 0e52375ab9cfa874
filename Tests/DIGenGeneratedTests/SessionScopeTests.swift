import Testing

/// A generated scope, compiled and run: opened by its initializer, closed by its generated `close()`.
struct SessionScopeTests {
    @Test func closingRunsTheCloseMethodsNewestFirstAndReleasesTheKeptInstances() async {
        let log = SessionLog()
        let app = AccountContainer()
        let session = SignedInContainer(accountContainer: app, account: Account(name: "ada", log: log))
        weak var payments: AccountPayments?
        do {
            let made = session.accountPayments
            payments = made
            #expect(made.socket === session.accountSocket)
        }
        let http = app.accountHTTP
        await session.close()
        #expect(log.recorded == ["flush ada", "disconnect ada"])
        #expect(payments == nil)
        await session.close()
        #expect(log.recorded == ["flush ada", "disconnect ada"])
        #expect(app.accountHTTP === http)
    }

    @Test func aNewSessionHasNewInstances() async {
        let log = SessionLog()
        let app = AccountContainer()
        let first = SignedInContainer(accountContainer: app, account: Account(name: "ada", log: log))
        let firstSocket = first.accountSocket
        await first.close()
        let second = SignedInContainer(accountContainer: app, account: Account(name: "grace", log: log))
        #expect(second.accountSocket !== firstSocket)
        #expect(second.accountSocket.account.name == "grace")
        await second.close()
        #expect(log.recorded == ["disconnect ada", "disconnect grace"])
    }
}

#if os(macOS) || os(Linux) || os(Windows)  // exit tests: none on iOS, tvOS, watchOS, visionOS
/// A getter cannot throw: after `close()` it stops the program with the scope-closed message.
struct ClosedGeneratedScopeTests {
    @Test func aGetterAfterCloseStopsNamingTheScopeAndWhereItWasClosed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let session = SignedInContainer(
                accountContainer: AccountContainer(), account: Account(name: "ada", log: SessionLog()))
            await session.close()
            _ = session.accountSocket
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains(
            "[scopeClosed] scope 'SignedInContainer' is closed: 'AccountSocket' cannot be resolved from it; it was closed at "
                + "DIGenGeneratedTests/SessionScopeTests.swift:"), "\(text)")
    }
}
#endif
