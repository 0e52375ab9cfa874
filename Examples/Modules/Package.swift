// swift-tools-version: 6.2
// An app split into targets: Core, Networking (depends on Core), Feature (depends on Networking) and the app, each in
// two styles side by side: a generated container per target (the DIGen build plugin runs digen for each target with
// the sources of the targets it imports read only, so a container here may depend on a container there), and a
// runtime module per target (`Module`, assembled by the app). `swift run` from this directory builds and runs both.
// Its own package so that it depends on SwiftDI as an app does, through a path.
import PackageDescription

let digen: [Target.PluginUsage] = [.plugin(name: "DIGenPlugin", package: "SwiftDI")]
let runtime: [Target.Dependency] = [.product(name: "DIRuntime", package: "SwiftDI")]

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(name: "SwiftDI", path: "../..")],
    targets: [
        // `digen.yml` (`accessLevel: public`) is read by the plugin, not compiled: the containers another target
        // depends on are generated public.
        .target(name: "Core", dependencies: runtime, exclude: ["digen.yml"], plugins: digen),
        .target(name: "Networking", dependencies: ["Core"] + runtime, exclude: ["digen.yml"], plugins: digen),
        .target(name: "Feature", dependencies: ["Networking"] + runtime, exclude: ["digen.yml"], plugins: digen),
        .executableTarget(name: "ModulesApp", dependencies: ["Feature"] + runtime, plugins: digen),
    ],
    swiftLanguageModes: [.v6]
)
