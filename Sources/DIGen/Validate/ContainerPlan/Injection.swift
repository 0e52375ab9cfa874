/// A step of a generated injector `injectTo(name:)`: a property assignment, a method call, or `didInject`.
package enum Injection: Hashable, Sendable {
    /// `service.name = value`
    case property(name: String, value: ValueReference)
    /// `service.name(arguments)`
    case method(name: String, arguments: [Argument])
    /// `service.name()`, always last.
    case didInject(name: String)
}
