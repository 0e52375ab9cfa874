// swift-tools-version: 6.1
// The main package has no dependencies: a DI library is imported everywhere, so it must never cause a
// version conflict. Benchmarks and the conformance checker are separate packages beside this one.
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "SwiftDI",
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .library(name: "DIGen", targets: ["DIGen"]),
        .executable(name: "digen", targets: ["DIGenCLI"]),
    ],
    targets: [
        .target(name: "DIGraph", swiftSettings: strictSettings),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"], swiftSettings: strictSettings),
        .target(name: "DIGen", dependencies: ["DIGraph"], swiftSettings: strictSettings),
        .testTarget(name: "DIGenTests", dependencies: ["DIGen", "DIGraph"], swiftSettings: strictSettings),
        .executableTarget(name: "DIGenCLI", dependencies: ["DIGen", "DIGraph"], swiftSettings: strictSettings),
        .testTarget(name: "DIGenCLITests", dependencies: ["DIGenCLI", "DIGen", "DIGraph"], swiftSettings: strictSettings),
        // Compiles and runs committed generated containers with the annotated sources they came from. User code,
        // so no ExistentialAny here: Saber-era sources write existentials without `any`.
        .testTarget(name: "DIGenGeneratedTests", dependencies: ["DIGen"]),
    ],
    swiftLanguageModes: [.v6]
)
