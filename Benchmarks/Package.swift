// swift-tools-version: 6.1
// Benchmarks live in their own package so they may depend on peers (Swinject) for side-by-side figures;
// the main package never depends on this one. Run in release: `swift run -c release <Benchmark>`.
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "SwiftDI", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "DIGraphBenchmark",
            dependencies: [.product(name: "DIGraph", package: "SwiftDI")]),
        // Counts every malloc of the process by defining `malloc` in the executable, which the dynamic linker
        // prefers over glibc's for the Swift runtime too; the real allocator is reached through `__libc_malloc`.
        .target(name: "MallocCounter"),
        // `Measurement`: the timed, malloc-counted loop the runtime and wrapper benchmarks share.
        .target(name: "BenchmarkSupport", dependencies: ["MallocCounter"]),
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [
                "MallocCounter",
                "BenchmarkSupport",
                .product(name: "DIRuntime", package: "SwiftDI"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        // RuntimeBenchmark's cold registration for concrete types: 2,000 generated classes, apart because their
        // specialized registrations take the optimizer over a minute.
        .executableTarget(
            name: "ColdRegistrationBenchmark",
            dependencies: [
                "MallocCounter",
                "BenchmarkSupport",
                .product(name: "DIRuntime", package: "SwiftDI"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .executableTarget(
            name: "ScanBenchmark",
            dependencies: [.product(name: "DIGen", package: "SwiftDI")]),
        .executableTarget(
            name: "WrappersBenchmark",
            dependencies: ["MallocCounter", "BenchmarkSupport", .product(name: "DIWrappers", package: "SwiftDI")],
            // No function merging: it folded the near-identical subject closures (and owner initializers) of two
            // rows into one body called through function pointers, while the baselines, which differ by chance
            // (a captured container, a global), stayed direct calls. Subject and baseline now compile alike.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-llvm-merge-functions-pass"])],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .executableTarget(name: "GeneratorBenchmark"),
        .executableTarget(
            name: "ConcurrencyBenchmark", dependencies: [.product(name: "DIRuntime", package: "SwiftDI")]),
    ],
    swiftLanguageModes: [.v6]
)
