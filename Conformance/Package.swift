// swift-tools-version: 6.1
// Checks DIGen's declaration parser against swift-syntax on a corpus of real Swift sources.
// A separate package so the main package never depends on swift-syntax.
import PackageDescription

let package = Package(
    name: "Conformance",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(name: "SwiftDI", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "Conformance",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "DIGen", package: "SwiftDI"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
