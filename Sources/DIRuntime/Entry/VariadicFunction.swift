/// An auto-wired initializer of any arity, wrapped so that generic code can pass it around and an
/// ``InitializerEntry``'s `make` can capture it: Swift keeps a variadic function type out of generic arguments
/// (callers could not agree on its calling convention), but not a struct that holds one.
@usableFromInline
struct VariadicFunction<Result, each Parameter>: @unchecked Sendable {
    // @unchecked: made only from the `@Sendable` closures registrations receive.
    @usableFromInline let call: (repeat each Parameter) throws -> Result

    @inlinable
    init(_ call: @escaping (repeat each Parameter) throws -> Result) {
        self.call = call
    }
}

/// A `@MainActor` initializer of any arity, wrapped as ``VariadicFunction`` is (a variadic function type cannot
/// be cast by itself).
@usableFromInline
struct MainActorVariadicFunction<Result, each Parameter>: @unchecked Sendable {
    // @unchecked: made only from the `@Sendable` closures registrations receive.
    @usableFromInline let call: @MainActor (repeat each Parameter) throws -> Result

    @inlinable
    init(_ call: @escaping @MainActor (repeat each Parameter) throws -> Result) {
        self.call = call
    }
}
