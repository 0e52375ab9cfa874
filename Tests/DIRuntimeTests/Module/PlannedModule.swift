import DIGraph
@testable import DIRuntime

/// The services a plan's keys stand for: distinct types, since a container tells keys apart by type.
enum PlannedServices {
    final class K0: PlannedService {}
    final class K1: PlannedService {}
    final class K2: PlannedService {}
    final class K3: PlannedService {}
    final class K4: PlannedService {}
    final class K5: PlannedService {}

    static let types: [any PlannedService.Type] = [K0.self, K1.self, K2.self, K3.self, K4.self, K5.self]
    static var count: Int { types.count }
}

protocol PlannedService: Sendable { init() }
protocol PlannedPlugin: Sendable {}
struct PlannedPluginElement: PlannedPlugin {}

/// A module type per plan position: the container tells modules apart by type, so each position needs its own.
protocol PlannedModuleSlot: Sendable { static var index: Int { get } }

enum PlannedModules {
    enum M0: PlannedModuleSlot { static var index: Int { 0 } }
    enum M1: PlannedModuleSlot { static var index: Int { 1 } }
    enum M2: PlannedModuleSlot { static var index: Int { 2 } }
    enum M3: PlannedModuleSlot { static var index: Int { 3 } }
    enum M4: PlannedModuleSlot { static var index: Int { 4 } }
    enum M5: PlannedModuleSlot { static var index: Int { 5 } }
    enum M6: PlannedModuleSlot { static var index: Int { 6 } }

    static let slots: [any PlannedModuleSlot.Type] = [M0.self, M1.self, M2.self, M3.self, M4.self, M5.self, M6.self]
    static var count: Int { slots.count }

    /// The module at `index` of `plan`.
    static func module(_ index: Int, of plan: AssemblyPlan) -> any Module {
        func make<Slot: PlannedModuleSlot>(_: Slot.Type) -> any Module { PlannedModule<Slot>(plan: plan) }
        return make(slots[index])
    }

    /// The type of the module at `index`, for `replaces`.
    static func type(_ index: Int) -> any Module.Type {
        func type<Slot: PlannedModuleSlot>(_: Slot.Type) -> any Module.Type { PlannedModule<Slot>.self }
        return type(slots[index])
    }

    /// The name the container gives the module at `index` (its type's name, the default).
    static func name(_ index: Int) -> String { "PlannedModule<M\(index)>" }

    /// The file every planned registration says it was made in.
    static let file: StaticString = "Plan/Modules.swift"

    /// The line of registration `position` of module `module`: each registration of a plan has its own.
    static func line(_ module: Int, _ position: Int) -> Int { module * 100 + position + 1 }

    /// The line of expectation `position` of module `module`, past its registrations' lines.
    static func expectationLine(_ module: Int, _ position: Int) -> Int { module * 100 + 50 + position + 1 }
}

/// The module at `Slot.index` of a plan, through the public `Module` API only.
struct PlannedModule<Slot: PlannedModuleSlot>: Module {
    let plan: AssemblyPlan
    private var planned: AssemblyPlan.Module { plan.modules[Slot.index] }

    var dependencies: [any Module] { planned.dependencies.map { PlannedModules.module($0, of: plan) } }
    var expects: [DeclaredDependency] {
        planned.expects.enumerated().map { position, key in
            Self.declared(key, line: UInt(PlannedModules.expectationLine(Slot.index, position)))
        }
    }
    var replaces: [any Module.Type] { planned.replaces.map(PlannedModules.type) }

    /// Each registration at its own site (``PlannedModules/site``), so the graph can be written with the same
    /// locations and the diagnostics compared whole.
    func register(in container: Container) {
        for (position, registration) in planned.registrations.enumerated() {
            let line = UInt(PlannedModules.line(Slot.index, position))
            switch registration {
            case .service(let key, let dependencies):
                Self.register(PlannedServices.types[key.service], tag: key.isTagged ? "a" : nil,
                              dependsOn: dependencies.map(Self.declared), line: line, in: container)
            case .contribution(let dependencies):
                container.register(
                    .unique, into: [any PlannedPlugin].self, dependsOn: dependencies.map(Self.declared),
                    fileID: PlannedModules.file, line: line, column: 1
                ) { _ in PlannedPluginElement() }
            }
        }
    }

    private static func register<Service: PlannedService>(
        _ type: Service.Type, tag: String?, dependsOn dependencies: [DeclaredDependency], line: UInt,
        in container: Container
    ) {
        let file = PlannedModules.file
        if let tag {
            container.register(
                .unique, type: type, tag: tag, dependsOn: dependencies, fileID: file, line: line, column: 1
            ) { _ in Service() }
        } else {
            container.register(.unique, type: type, dependsOn: dependencies, fileID: file, line: line, column: 1) {
                _ in Service()
            }
        }
    }

    private static func declared(_ key: AssemblyPlan.Key) -> DeclaredDependency {
        func on<Service>(_ type: Service.Type) -> DeclaredDependency { .on(type, tag: key.isTagged ? "a" : nil) }
        return on(PlannedServices.types[key.service])
    }

    /// An expectation, declared at `line` of the plan's file.
    private static func declared(_ key: AssemblyPlan.Key, line: UInt) -> DeclaredDependency {
        func on<Service>(_ type: Service.Type) -> DeclaredDependency {
            .on(type, tag: key.isTagged ? "a" : nil, fileID: PlannedModules.file, line: line, column: 1)
        }
        return on(PlannedServices.types[key.service])
    }
}
