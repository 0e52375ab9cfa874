// swift-tools-version: 6.2
// A client of DIRuntime and DIWrappers built as an app target with Xcode's "C++ and Objective-C Interoperability"
// on: every module it imports, CDIPlatform's C headers among them, is read as C++. Built and run by
// Scripts/check-cxx-interop.sh in CI.
import PackageDescription

let package = Package(
    name: "CxxInteropClient",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(name: "SwiftDI", path: "../..")],
    targets: [
        .executableTarget(
            name: "CxxInteropClient",
            dependencies: [
                .product(name: "DIRuntime", package: "SwiftDI"),
                .product(name: "DIWrappers", package: "SwiftDI"),
            ],
            swiftSettings: [.interoperabilityMode(.Cxx)]),
    ],
    swiftLanguageModes: [.v6]
)
