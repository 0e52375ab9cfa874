// swift-tools-version: 6.1
// Benchmarks live in their own package so they may depend on peers (Swinject) for side-by-side figures;
// the main package never depends on this one. Run in release: `swift run -c release <Benchmark>`.
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "SwiftDI", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "DIGraphBenchmark",
            dependencies: [.product(name: "DIGraph", package: "SwiftDI")]),
        .executableTarget(
            name: "ScanBenchmark",
            dependencies: [.product(name: "DIGen", package: "SwiftDI")]),
        .executableTarget(name: "GeneratorBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
