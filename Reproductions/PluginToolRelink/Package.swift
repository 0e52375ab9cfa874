// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "Repro", targets: [
    .executableTarget(name: "Gen"),
    .plugin(name: "GenPlugin", capability: .buildTool(), dependencies: ["Gen"]),
    .executableTarget(name: "App", plugins: ["GenPlugin"]),
])
