import DIGraph
import Testing

/// Modules in the graph (issue 39): expectations, dependency cycles, replacements, and duplicates across modules.
@Suite struct ModuleRuleTests {
    let app = ContainerSpec(name: "App", location: at(1, 1))

    func binding(_ text: String, module: String, line: Int, dependencies: [Dependency] = []) -> Binding {
        var binding = Binding(key(text), in: "App", dependencies: dependencies, location: at(line))
        binding.module = module
        return binding
    }

    @Test func anExpectationNothingProvidesNamesTheModuleAndTheCloseMatches() {
        var graph = Graph(containers: [app], bindings: [binding("Usr", module: "AccountModule", line: 3)])
        graph.modules = [
            ModuleSpec(name: "PaymentsModule", container: "App", expectations: [.init(key("User"), location: at(10, 5))],
                       location: at(9)),
            ModuleSpec(name: "AccountModule", container: "App", location: at(2)),
        ]
        #expect(rendered(graph) == """
            App.swift:10:5: error: [unmetExpectation] module 'PaymentsModule' expects 'User', but nothing visible in container 'App' provides it
            App.swift:3:1: note: did you mean 'Usr'?
            note: register it in another module of the assembly or in a parent container, or remove the expectation
            """)
    }

    @Test func anExpectationAnotherModuleMeetsIsFine() {
        var graph = Graph(containers: [app], bindings: [binding("User", module: "AccountModule", line: 3)])
        graph.modules = [
            ModuleSpec(name: "PaymentsModule", container: "App", expectations: [.init(key("User"))]),
            ModuleSpec(name: "AccountModule", container: "App"),
        ]
        #expect(graph.validate().isEmpty)
    }

    @Test func aCycleOfModuleDependenciesIsNamedFromTheFirstName() {
        var graph = Graph(containers: [app])
        graph.modules = [
            ModuleSpec(name: "Payments", container: "App", dependencies: ["Network"], location: at(1)),
            ModuleSpec(name: "Network", container: "App", dependencies: ["Core"], location: at(2)),
            ModuleSpec(name: "Core", container: "App", dependencies: ["Payments"], location: at(3)),
        ]
        #expect(rendered(graph) == """
            App.swift:3:1: error: [moduleCycle] modules depend on each other in a cycle: 'Core' -> 'Payments' -> 'Network' -> 'Core'
            App.swift:3:1: note: 'Core' depends on 'Payments'
            App.swift:1:1: note: 'Payments' depends on 'Network'
            App.swift:2:1: note: 'Network' depends on 'Core'
            note: move what both need into a module of its own that both depend on
            """)
    }

    @Test func aReplacementThatLeavesOutAKeyListsIt() {
        var graph = Graph(containers: [app], bindings: [binding("HTTPClient", module: "FakeNetwork", line: 5)])
        graph.modules = [
            ModuleSpec(name: "Network", container: "App", replacedKeys: [key("HTTPClient"), key("Reachability")],
                       isReplaced: true, location: at(2)),
            ModuleSpec(name: "FakeNetwork", container: "App", replaces: ["Network"], location: at(4)),
        ]
        #expect(rendered(graph) == """
            App.swift:4:1: error: [incompleteReplacement] module 'FakeNetwork' replaces 'Network' but does not provide 'Reachability'
            App.swift:2:1: note: 'Network' is declared here
            note: register it in 'FakeNetwork' too
            """)
    }

    @Test func aReplacementOfAModuleNotInTheAssemblyIsAWarning() {
        var graph = Graph(containers: [app])
        graph.modules = [ModuleSpec(name: "FakeNetwork", container: "App", replaces: ["Network"], location: at(4))]
        #expect(rendered(graph) == """
            App.swift:4:1: warning: [absentReplacement] module 'FakeNetwork' replaces 'Network', which is not in the assembly; nothing is replaced
            note: add 'Network' to the assembly, or remove it from 'replaces'
            """)
    }
}

/// One key from two modules, and the JSON form of modules.
@Suite struct ModuleDuplicateTests {
    @Test func aKeyTwoModulesProvideNamesBothModulesAndBothSites() {
        var network = Binding(key("HTTPClient"), in: "App", location: at(3))
        network.module = "NetworkModule"
        var payments = Binding(key("HTTPClient"), in: "App", location: at(8))
        payments.module = "PaymentsModule"
        var graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [network, payments])
        graph.modules = [ModuleSpec(name: "NetworkModule", container: "App"), ModuleSpec(name: "PaymentsModule", container: "App")]
        #expect(rendered(graph) == """
            App.swift:8:1: error: [duplicateBinding] 'HTTPClient' is bound twice in container 'App', by module 'PaymentsModule' and first by module 'NetworkModule'
            App.swift:3:1: note: first bound here, by module 'NetworkModule'
            note: remove one binding, or give one of them a tag
            """)
    }

    @Test func modulesSurviveTheJSONRoundTrip() throws {
        var binding = Binding(key("HTTPClient"), in: "App", location: at(3))
        binding.module = "NetworkModule"
        var graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [binding])
        graph.modules = [ModuleSpec(
            name: "NetworkModule", container: "App", expectations: [.init(key("Clock"), location: at(2))],
            dependencies: ["CoreModule"], replaces: ["LiveNetwork"], location: at(1))]
        #expect(try Graph(json: graph.exportJSON()) == graph)
    }
}

/// Graph exports group a container's bindings by module.
@Suite struct ModuleExportTests {
    var graph: Graph {
        var network = Binding(key("HTTPClient"), in: "App")
        network.module = "NetworkModule"
        var payments = Binding(key("Payments"), in: "App", dependencies: [Dependency(key("HTTPClient"))])
        payments.module = "PaymentsModule"
        var graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [network, payments, Binding(key("Clock"), in: "App")])
        graph.modules = [ModuleSpec(name: "NetworkModule", container: "App"), ModuleSpec(name: "PaymentsModule", container: "App")]
        return graph
    }

    @Test func dotDrawsEachModuleAsAClusterInsideItsContainer() {
        let dot = graph.exportDOT()
        #expect(dot.contains("""
              subgraph cluster_c0 {
                label="App";
                style=rounded; color=gray40;
                n2 [label="Clock\\ntransient"];
                subgraph cluster_c0_module0 {
                  label="module NetworkModule";
                  style=dashed; color=gray60;
                  n0 [label="HTTPClient\\ntransient"];
                }
                subgraph cluster_c0_module1 {
                  label="module PaymentsModule";
                  style=dashed; color=gray60;
                  n1 [label="Payments\\ntransient"];
                }
              }
            """), "\(dot)")
    }

    @Test func mermaidDrawsEachModuleAsASubgraphInsideItsContainer() {
        let mermaid = graph.exportMermaid()
        #expect(mermaid.contains("""
                subgraph c0_module0 ["module NetworkModule"]
                  n0["HTTPClient<br/>transient"]
                end
            """), "\(mermaid)")
    }
}

@Suite struct ContradictoryExpectationTests {
    @Test func aModuleThatRegistersWhatItExpectsIsAnError() {
        var user = Binding(key("User"), in: "App", location: at(12, 9))
        user.module = "PaymentsModule"
        var graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [user])
        graph.modules = [ModuleSpec(name: "PaymentsModule", container: "App", expectations: [.init(key("User"), location: at(5, 40))])]
        #expect(rendered(graph) == """
            App.swift:12:9: error: [contradictoryExpectation] module 'PaymentsModule' expects 'User' and registers it too; an expectation is what other modules or a parent provide
            App.swift:5:40: note: expected here
            note: remove the expectation if the module provides it, or the registration if another one does
            """)
    }
}
