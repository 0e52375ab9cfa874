import DIGraph
import Testing

@Suite("Graph export")
struct ExportTests {
    /// Two containers, an external, a lazy and an injected edge, a cycle and a missing key.
    static let sample = Graph(containers: [
        ContainerSpec(name: "AppContainer", scope: "App", externals: [.init(key("Config"), location: at(1, 40))], location: at(1)),
        ContainerSpec(name: "UserContainer", scope: "User", parents: ["AppContainer"], isThreadSafe: true, location: at(2)),
    ], bindings: [
        Binding(key("Database"), in: "AppContainer", source: .initializer("Database.init(config:)"), lifetime: .singleton,
                dependencies: [Dependency(key("Config"), label: "config", location: at(3, 10))], location: at(3)),
        Binding(key("UserManager"), in: "UserContainer", source: .factory, dependencies: [
            Dependency(key("Database"), label: "database"),
            Dependency(key("Tracker", tag: "main"), kind: .lazy, label: "tracker"),
            Dependency(key("Profile"), kind: .property, label: "profile"),
        ], location: at(4)),
        Binding(key("Profile"), in: "UserContainer", source: .alias(key("ProfileImpl")),
                dependencies: [Dependency(key("ProfileImpl"))], location: at(5)),
        Binding(key("ProfileImpl"), in: "UserContainer", dependencies: [Dependency(key("Profile"), label: "me")], location: at(6)),
    ])

    @Test("JSON decodes back into the same graph")
    func jsonRoundTrip() throws {
        let json = Self.sample.exportJSON()
        #expect(try Graph(json: json) == Self.sample)
        #expect(try Graph(json: json).exportJSON() == json)
    }

    @Test("an inject-only binding survives the JSON round trip")
    func injectOnlyRoundTrip() throws {
        let graph = Graph(containers: [ContainerSpec(name: "App")], bindings: [
            Binding(key("Screen"), in: "App", source: .injectOnly, dependencies: [Dependency(key("Theme"), kind: .property)]),
        ])
        let json = graph.exportJSON()
        #expect(json.contains(#""kind" : "injectOnly""#) || json.contains(#""kind":"injectOnly""#))
        #expect(try Graph(json: json) == graph)
    }

    /// A MainActor binding, an async one, one that is both on a custom actor, and a nonisolated one needing
    /// the MainActor one (an `isolationMismatch`).
    static let isolated = Graph(containers: [ContainerSpec(name: "App")], bindings: [
        Binding(key("ViewModel"), in: "App", lifetime: .singleton, isolation: .mainActor),
        Binding(key("Store"), in: "App", isAsync: true),
        Binding(key("Database"), in: "App", lifetime: .eagerSingleton, isolation: .globalActor("DatabaseActor"), isAsync: true),
        Binding(key("Settings"), in: "App", dependencies: [Dependency(key("ViewModel"), label: "model")]),
    ])

    @Test("isolation and async survive the JSON round trip, written as the actor's name and a bool")
    func isolationRoundTrip() throws {
        let json = Self.isolated.exportJSON()
        #expect(try Graph(json: json) == Self.isolated)
        for field in [#""isolation" : "MainActor""#, #""isolation" : "DatabaseActor""#, #""isolation" : "nonisolated""#,
                      #""async" : true"#, #""async" : false"#] {
            #expect(json.contains(field), "\(field) missing from \(json)")
        }
    }

    @Test("a binding written without isolation or async reads as nonisolated and synchronous")
    func isolationDefaultsWhenAbsent() throws {
        let graph = try Graph(json: #"{"containers": [], "bindings": [{"type": "A", "container": "A", "source": {"kind": "factory"}, "lifetime": "transient", "dependencies": []}]}"#)
        #expect(graph.bindings.map { "\($0.isolation) \($0.isAsync)" } == ["nonisolated false"])
    }

    @Test("JSON has the documented shape")
    func jsonShape() throws {
        let graph = Graph(containers: [ContainerSpec(name: "App", externals: [.init(key("Delegate?"), ownership: .weak)])], bindings: [
            Binding(key("Foo", tag: 1), in: "App", source: .alias(key("Bar")), lifetime: .graph,
                    dependencies: [Dependency(key("Bar"), label: "bar", location: at(2, 3))]),
        ])
        #expect(graph.exportJSON() == """
            {
              "bindings" : [
                {
                  "async" : false,
                  "container" : "App",
                  "dependencies" : [
                    {
                      "kind" : "direct",
                      "label" : "bar",
                      "location" : {
                        "column" : 3,
                        "file" : "App.swift",
                        "line" : 2
                      },
                      "type" : "Bar"
                    }
                  ],
                  "isolation" : "nonisolated",
                  "lifetime" : "graph",
                  "source" : {
                    "kind" : "alias",
                    "target" : {
                      "type" : "Bar"
                    }
                  },
                  "tag" : {
                    "int" : 1
                  },
                  "type" : "Foo"
                }
              ],
              "containers" : [
                {
                  "externals" : [
                    {
                      "ownership" : "weak",
                      "type" : "Delegate?"
                    }
                  ],
                  "name" : "App",
                  "parents" : [

                  ],
                  "threadSafe" : false
                }
              ]
            }
            """)
    }

    @Test("malformed JSON is a decoding error naming the problem, not a trap", arguments: [
        ("{", "The given data was not valid JSON."),
        (#"{"containers": [], "bindings": [{"type": "Array<", "container": "A", "source": {"kind": "factory"}, "lifetime": "transient", "dependencies": []}]}"#,
         "'Array<' is not a valid type: expected a type (at offset 6)"),
        (#"{"containers": [], "bindings": [{"type": "A", "container": "A", "source": {"kind": "magic"}, "lifetime": "transient", "dependencies": []}]}"#,
         "unknown binding source 'magic'; expected initializer, factory, instance, injectOnly, provider, alias or externalMember"),
        (#"{"containers": [], "bindings": [{"type": "A", "container": "A", "source": {"kind": "factory"}, "lifetime": "transient", "dependencies": [], "isolation": ""}]}"#,
         "isolation is empty; expected 'nonisolated' or a global actor's name"),
    ])
    func malformedJSON(json: String, reason: String) {
        do {
            _ = try Graph(json: json)
            Issue.record("decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == reason)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("DOT draws containers as clusters, edge kinds differently, problems in red")
    func dot() {
        #expect(Self.sample.exportDOT() == #"""
            digraph DI {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              subgraph cluster_c0 {
                label="AppContainer (scope App)";
                style=rounded; color=gray40;
                x0 [label="Config\nstrong external", shape=ellipse];
                n0 [label="Database\nsingleton"];
              }
              subgraph cluster_c1 {
                label="UserContainer (scope User)\ndepends on AppContainer";
                style=rounded; color=gray40;
                n1 [label="UserManager\ntransient"];
                n2 [label="Profile\nalias of ProfileImpl", color=red, fontcolor=red, penwidth=2];
                n3 [label="ProfileImpl\ntransient", color=red, fontcolor=red, penwidth=2];
              }
              m0 [label="Tracker (tag \"main\")\nmissing", style="rounded,dashed", color=red, fontcolor=red, penwidth=2];
              n0 -> x0 [label="config"];
              n1 -> n0 [label="database"];
              n1 -> m0 [label="tracker", style=dashed, color=red, penwidth=2];
              n1 -> n2 [label="profile", color=blue];
              n2 -> n3 [color=red, penwidth=2];
              n3 -> n2 [label="me", color=red, penwidth=2];
            }

            """#)
    }

    @Test("Mermaid draws the same picture")
    func mermaid() {
        #expect(Self.sample.exportMermaid() == """
            flowchart LR
              subgraph c0 ["AppContainer (scope App)"]
                x0(["Config<br/>strong external"])
                n0["Database<br/>singleton"]
              end
              subgraph c1 ["UserContainer (scope User)<br/>depends on AppContainer"]
                n1["UserManager<br/>transient"]
                n2["Profile<br/>alias of ProfileImpl"]
                n3["ProfileImpl<br/>transient"]
              end
              m0{{"Tracker (tag #quot;main#quot;)<br/>missing"}}
              n0 -->|"config"| x0
              n1 -->|"database"| n0
              n1 -.->|"tracker"| m0
              n1 ==>|"profile"| n2
              n2 --> n3
              n3 -->|"me"| n2
              classDef problem stroke:#d00,stroke-width:2px,color:#d00
              class n2,n3,m0 problem
              linkStyle 2,4,5 stroke:#d00,stroke-width:2px

            """)
    }

    @Test("DOT and Mermaid labels show an isolation and async beside the lifetime, and a mismatch in red")
    func isolationLabels() {
        #expect(Self.isolated.exportDOT() == #"""
            digraph DI {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              subgraph cluster_c0 {
                label="App";
                style=rounded; color=gray40;
                n0 [label="ViewModel\nsingleton · @MainActor"];
                n1 [label="Store\ntransient · async"];
                n2 [label="Database\neagerSingleton · @DatabaseActor · async"];
                n3 [label="Settings\ntransient"];
              }
              n3 -> n0 [label="model", color=red, penwidth=2];
            }

            """#)
        #expect(Self.isolated.exportMermaid() == """
            flowchart LR
              subgraph c0 ["App"]
                n0["ViewModel<br/>singleton · @MainActor"]
                n1["Store<br/>transient · async"]
                n2["Database<br/>eagerSingleton · @DatabaseActor · async"]
                n3["Settings<br/>transient"]
              end
              n3 -->|"model"| n0
              classDef problem stroke:#d00,stroke-width:2px,color:#d00
              linkStyle 0 stroke:#d00,stroke-width:2px

            """)
    }
}
