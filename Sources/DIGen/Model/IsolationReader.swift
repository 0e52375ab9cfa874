import DIGraph

/// Reads from declarations where Swift 6 makes a service: on which global actor (or none), as the compiler infers
/// it, so the generated container calls every initializer and provider method where it is allowed to.
///
/// ```swift
/// let reader = IsolationReader(module: module, defaultIsolation: .nonisolated)
/// reader.isolation(ofType: viewModelType) // .mainActor for `@MainActor final class ViewModel`
/// ```
///
/// Global actors are `MainActor` and every type the module declares `@globalActor`; an attribute naming another
/// module's global actor cannot be told from any other attribute without that module, so it is not one here.
/// Isolation is inherited from a superclass or protocol declared in the module, and from the UIKit and AppKit
/// classes that are main-actor isolated.
struct IsolationReader {
    /// The main-actor classes of UIKit and AppKit a service most often subclasses.
    static let mainActorFrameworkTypes: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UIWindow", "UIApplication", "NSResponder", "NSView",
        "NSViewController", "NSWindow", "NSWindowController", "NSApplication",
    ]

    let module: ParsedModule
    let defaultIsolation: Isolation
    private let globalActors: Set<String>

    init(module: ParsedModule, defaultIsolation: Isolation) {
        self.module = module
        self.defaultIsolation = defaultIsolation
        var actors: Set<String> = ["MainActor"]
        for type in module.types where type.attributes.contains(where: { Self.attributeName($0) == "globalActor" }) {
            actors.insert(type.name)
            actors.insert(type.qualifiedName)
        }
        globalActors = actors
    }

    /// Whether `name` is a global actor this reader knows.
    func isGlobalActor(_ name: String) -> Bool { globalActors.contains(name) }

    /// The known global actors, sorted (for "did you mean").
    var globalActorNames: [String] { globalActors.sorted() }

    /// What a container protocol says of its isolation, itself or through a protocol it refines; `nil` when silent.
    func protocolIsolation(_ type: TypeDeclaration) -> Isolation? {
        inferredIsolation(of: type, depth: 0)
    }

    /// `MainActor` of `@MainActor`, `Swift.MainActor`, `@MainActor(unsafe)`.
    static func attributeName(_ attribute: String) -> String {
        let name = attribute.dropFirst().prefix { $0 != "(" && $0 != "<" && !$0.isWhitespace }
        return String(name.split(separator: ".").last ?? name)
    }

    /// What attributes and modifiers say outright: a global actor, `nonisolated`, or nothing (`nil`).
    func explicitIsolation(attributes: [String], modifiers: [String]) -> Isolation? {
        if modifiers.contains("nonisolated") { return .nonisolated }
        for attribute in attributes {
            let name = Self.attributeName(attribute)
            if globalActors.contains(name) { return .globalActor(name) }
        }
        return nil
    }

    /// Where a type's members are isolated when they say nothing: its own attribute, else what it inherits from
    /// a superclass or a protocol it conforms to, else the target's default. An actor's members are isolated to
    /// the instance, not a global actor, so an actor is `.nonisolated` here (its initializers are).
    func isolation(ofType type: TypeDeclaration) -> Isolation {
        if type.kind == .actor { return .nonisolated }
        return inferredIsolation(of: type, depth: 0) ?? defaultIsolation
    }

    private func inferredIsolation(of type: TypeDeclaration, depth: Int) -> Isolation? {
        if let explicit = explicitIsolation(attributes: type.attributes, modifiers: type.modifiers) { return explicit }
        guard depth < 16 else { return nil }
        for inherited in type.inheritedTypes {
            let name = inherited.split(separator: "<").first.map(String.init) ?? inherited
            if Self.mainActorFrameworkTypes.contains(name) { return .mainActor }
            if let declared = module.type(named: name), declared.kind == .class || declared.kind == .protocol,
               let isolation = inferredIsolation(of: declared, depth: depth + 1), isolation != .nonisolated {
                return isolation
            }
        }
        return nil
    }

    /// Where an initializer runs: its own `nonisolated` or global actor, its extension's, else its type's
    /// (an actor's initializers are nonisolated). `nil` is the implicit initializer, which follows its type.
    func isolation(of initializer: InitializerDeclaration?, in type: TypeDeclaration) -> Isolation {
        if let initializer {
            if let own = explicitIsolation(attributes: initializer.attributes, modifiers: initializer.modifiers) {
                return own
            }
            let context = initializer.extensionAttributes
            if let inherited = explicitIsolation(attributes: context, modifiers: context) { return inherited }
        }
        return isolation(ofType: type)
    }

    /// Where a provider method runs, and whether calling it needs `await` although it is synchronous: a method of
    /// an actor runs on that actor's instance, which the container reaches only with `await`.
    func isolation(of method: MethodDeclaration, in type: TypeDeclaration) -> (isolation: Isolation, isActorIsolated: Bool) {
        if let own = explicitIsolation(attributes: method.attributes, modifiers: method.modifiers) { return (own, false) }
        let context = method.extensionAttributes
        if let inherited = explicitIsolation(attributes: context, modifiers: context) { return (inherited, false) }
        if type.kind == .actor { return (.nonisolated, true) }
        return (isolation(ofType: type), false)
    }
}
