// swift-tools-version:6.0
// A Swift program that uses libsheet's engine through its Swift API alone: it depends on
// the SheetCore library product of the package two directories up, as an app would
// depend on it by URL.
import PackageDescription

let package = Package(
    name: "ContainerSheet",
    dependencies: [
        .package(name: "libsheet", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "ContainerSheet", dependencies: [
            .product(name: "SheetCore", package: "libsheet"),
        ]),
    ]
)
