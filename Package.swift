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
    // The floor parameter-pack generic types allow (DIRuntime's auto-wiring needs the Swift 5.9 runtime). Nothing
    // above these is used: `Scripts/check-apple-availability.sh` checks every toolchain API the targets reference.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "DIGraph", targets: ["DIGraph"]),
        .library(name: "DIRuntime", targets: ["DIRuntime"]),
        .library(name: "DIGen", targets: ["DIGen"]),
        .library(name: "DIWrappers", targets: ["DIWrappers"]),
        .library(name: "DIWrappersTesting", targets: ["DIWrappersTesting"]),
        .executable(name: "digen", targets: ["DIGenCLI"]),
        .plugin(name: "DIGenPlugin", targets: ["DIGenPlugin"]),
    ],
    targets: [
        .target(name: "DIGraph", swiftSettings: strictSettings),
        .testTarget(name: "DIGraphTests", dependencies: ["DIGraph"], swiftSettings: strictSettings),
        // Locks and atomics at the deployment targets (Synchronization's need iOS 18 / macOS 15): C11 atomics from
        // a C target of our own, the OS's lock, and a once-cell built from both.
        .target(name: "CDISync"),
        .target(name: "DISync", dependencies: ["CDISync"], swiftSettings: strictSettings),
        .target(name: "DIRuntime", dependencies: ["DIGraph", "DISync"], swiftSettings: strictSettings),
        .testTarget(name: "DIRuntimeTests", dependencies: ["DIRuntime"], swiftSettings: strictSettings),
        .target(name: "DIGen", dependencies: ["DIGraph"], swiftSettings: strictSettings),
        .testTarget(name: "DIGenTests", dependencies: ["DIGen", "DIGraph"], swiftSettings: strictSettings),
        .target(name: "DIWrappers", dependencies: ["DIRuntime", "DIGraph", "DISync"], swiftSettings: strictSettings),
        // Test support kept apart so that apps linking DIWrappers never link Swift Testing.
        .target(name: "DIWrappersTesting", dependencies: ["DIWrappers"], swiftSettings: strictSettings),
        // Not `ExistentialAny`: these tests compile the Trifork README's code verbatim (`@Inject var bread: Bread`),
        // to show a user switches by changing only the import.
        .testTarget(
            name: "DIWrappersTests", dependencies: ["DIWrappers", "DIWrappersTesting"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]),
        // The CLI's commands live in a library so two thin executables can share them: `digen` for users, and
        // the build plugin's tool (SwiftPM cannot give a plugin an executable target that a product also names,
        // swiftlang/swift-package-manager#8831).
        .target(name: "DIGenCommandLine", dependencies: ["DIGen", "DIGraph"], swiftSettings: strictSettings),
        .executableTarget(name: "DIGenCLI", dependencies: ["DIGenCommandLine"], swiftSettings: strictSettings),
        .executableTarget(name: "DIGenPluginTool", dependencies: ["DIGenCommandLine"], swiftSettings: strictSettings),
        .testTarget(name: "DIGenCLITests", dependencies: ["DIGenCommandLine", "DIGen", "DIGraph"], swiftSettings: strictSettings),
        // Compiles and runs committed generated containers with the annotated sources they came from. User code,
        // so no ExistentialAny here: Saber-era sources write existentials without `any`.
        .testTarget(name: "DIGenGeneratedTests", dependencies: ["DIGen"]),
        // A target as new Xcode app targets are built: every type main-actor isolated unless it says otherwise
        // (`.defaultIsolation(MainActor.self)` in a 6.2 manifest; the flag keeps this manifest at 6.1).
        .testTarget(
            name: "DefaultMainActorTests", dependencies: ["DIRuntime", "DIWrappers", "DIWrappersTesting"],
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
        // The library's promise: every graph mistake reads the same from every front-end that can express it.
        .testTarget(name: "AgreementTests", dependencies: ["DIGraph", "DIRuntime", "DIWrappers", "DIGen"]),
        .plugin(name: "DIGenPlugin", capability: .buildTool(), dependencies: ["DIGenPluginTool"]),
        // Runnable examples (`swift run CoffeeShop`); user code, so Swift 6 mode without the upcoming features.
        .executableTarget(name: "CoffeeShop", path: "Examples/CoffeeShop", plugins: ["DIGenPlugin"]),
        .executableTarget(name: "NetworkLayer", dependencies: ["DIRuntime"], path: "Examples/NetworkLayer"),
        .executableTarget(name: "Bakery", dependencies: ["DIWrappers"], path: "Examples/Bakery"),
        // An app target as Xcode 26 makes them: default main-actor isolation (the flag keeps this manifest at 6.1).
        .executableTarget(
            name: "ProfileApp", dependencies: ["DIRuntime"], path: "Examples/ProfileApp",
            swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
        .executableTarget(
            name: "Cafe", dependencies: ["DIRuntime", "DIWrappers"], path: "Examples/Cafe", plugins: ["DIGenPlugin"]),
    ],
    swiftLanguageModes: [.v6]
)
