/// An auto-wired initializer of any arity, wrapped so that it can be an ``InitializerEntry``'s `context`: Swift
/// keeps a variadic function type out of generic arguments (callers could not agree on its calling
/// convention), but not a struct that holds one.
@usableFromInline
struct VariadicFunction<Result, each Parameter>: @unchecked Sendable {
    // @unchecked: made only from the `@Sendable` closures registrations receive.
    @usableFromInline let call: (repeat each Parameter) throws -> Result

    @inlinable
    init(_ call: @escaping (repeat each Parameter) throws -> Result) {
        self.call = call
    }
}
