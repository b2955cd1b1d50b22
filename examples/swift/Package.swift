// swift-tools-version:6.0
// Swift programs that use libsheet's engine through its Swift API alone: they depend on
// the SheetCore library product of the package two directories up, as an app would
// depend on it by URL. ReadmeExample is README.md's Swift example; ContainerSheet plays
// the container.
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
        .executableTarget(name: "ReadmeExample", dependencies: [
            .product(name: "SheetCore", package: "libsheet"),
        ]),
    ]
)
