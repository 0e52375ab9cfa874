extension Resolver {
    /// What a wrapper or a refused registration calls to stop the program; by default `fatalError` with the
    /// rendered diagnostic, at the wrapper declaration or `register` call.
    ///
    /// A task-local, so a test can replace it for its own task (Factory's `triggerFatalError`, made safe for
    /// parallel tests). The handler must not return: a wrapper has no value to give.
    ///
    /// ```swift
    /// Resolver.$failureHandler.withValue({ failure in print(failure); exit(3) }) {
    ///     _ = Bakery().bread
    /// }
    /// ```
    @TaskLocal public static var failureHandler: @Sendable (ResolverFailure) -> Never = { failure in
        fatalError(failure.description, file: failure.fileID, line: failure.line)
    }

    /// Stops the program through ``failureHandler``.
    static func fail(_ failure: ResolverFailure) -> Never {
        failureHandler(failure)
    }
}
